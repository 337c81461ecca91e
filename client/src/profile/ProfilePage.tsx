import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { replaceCredential, storePasswordCredential } from "../auth/savedCredentials";
import { renewSession } from "../auth/session";
import { getUserData, setUserData } from "../auth/storage";
import { useSessionExpiry } from "../dashboard/useSessionExpiry";
import type { MyProfileFieldsFragment } from "../gql/graphql";
import { usePageTitle } from "../lib/usePageTitle";
import { Checkbox } from "../ui/Checkbox";
import { Field, FormError } from "../ui/Field";
import { MemberPageFrame } from "../ui/MemberPageFrame";
import { useForm } from "../ui/useForm";
import {
  MyProfileQuery,
  RemoveMyPasswordMutation,
  RequestEmailChangeMutation,
  SetMyPasswordMutation,
  SetSignInByLinkMutation,
  UpdateMyProfileMutation,
} from "./documents";
import "../login/forms.css";
import "./profile.css";

export { PROFILE_HANDLE } from "../app/handles";
export const DETAILS_SAVED = "Your details are saved.";
export const PASSWORD_SAVED = "Your password is saved. You now sign in with it (or a sign-in link).";
export const PASSWORD_REMOVED = "Your password is removed.";

/** "Check ruth.new@example.com: …" while an email change waits for its link. */
export function pendingText(email: string, until: string | null | undefined): string {
  const when = until ? ` The link works until ${new Date(until).toLocaleString()}.` : "";
  return `We sent a link to ${email}. Your email changes once you open it and choose Confirm.${when}`;
}

/**
 * /profile (issue 29), under the RequireMember guard: the member's name, city and mailing
 * address (checked as at registration), their email (changed by a link mailed to the new
 * address), and an optional secure sign-in: a password, or sign-in links by mail.
 */
export function ProfilePage() {
  usePageTitle("Profile");
  const handleSessionExpiry = useSessionExpiry();
  const { data, error, refetch } = useQuery(MyProfileQuery, { fetchPolicy: "network-only" });
  useEffect(() => {
    if (error) handleSessionExpiry(error);
  }, [error, handleSessionExpiry]);

  const p = data?.myProfile;
  return (
    <MemberPageFrame
      title="Profile"
      lead="Your details, the email you sign in with, and how you sign in."
      error={error}
      what="Your profile"
      onRetry={() => void refetch()}
      loadingText="Loading your profile…"
    >
      {p && (
        <>
          <DetailsForm profile={p} />
          <EmailForm profile={p} />
          <SignInChoices profile={p} onChanged={() => void refetch()} />
        </>
      )}
    </MemberPageFrame>
  );
}

function DetailsForm({ profile }: { profile: MyProfileFieldsFragment }) {
  const [save] = useMutation(UpdateMyProfileMutation);
  const [status, setStatus] = useState("");
  const form = useForm({
    initial: { name: profile.name, city: profile.city ?? "", mailingAddress: profile.mailingAddress ?? "" },
    validate: (v) => ({
      name: v.name ? undefined : "Please enter your full name.",
      city: v.city ? undefined : "Please enter your city.",
      mailingAddress: v.mailingAddress ? undefined : "Please enter your mailing address.",
    }),
    onSubmit: async (v) => {
      const { data } = await save({ variables: { input: v } });
      if (!data) throw new Error("no answer");
      const p = data.updateMyProfile;
      form.reset({ name: p.name, city: p.city ?? "", mailingAddress: p.mailingAddress ?? "" });
      // /login suggests the name that signs in now
      replaceCredential(p.email, { email: p.email, name: p.name });
      const stored = getUserData();
      if (stored) setUserData({ ...stored, name: p.name });
      setStatus(DETAILS_SAVED);
    },
  });
  return (
    <section className="profile-section" aria-labelledby="details-title">
      <h2 id="details-title">Your details</h2>
      <form
        noValidate
        aria-labelledby="details-title"
        onSubmit={(e) => {
          setStatus("");
          void form.handleSubmit(e);
        }}
      >
        <Field label="Full name" {...form.field("name")} required>
          {(c) => <input {...c} {...form.input("name")} autoComplete="name" />}
        </Field>
        <Field label="City" {...form.field("city")} required>
          {(c) => <input {...c} {...form.input("city")} autoComplete="address-level2" />}
        </Field>
        <Field
          label="Mailing address"
          {...form.field("mailingAddress")}
          hint="Where your completion award is posted."
          required
        >
          {(c) => <textarea {...c} {...form.input("mailingAddress")} rows={3} autoComplete="street-address" />}
        </Field>
        <FormError>{form.formError}</FormError>
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? "Saving…" : "Save details"}
        </button>
        <p className="form-status" role="status">
          {status}
        </p>
      </form>
    </section>
  );
}

function EmailForm({ profile }: { profile: MyProfileFieldsFragment }) {
  const [request] = useMutation(RequestEmailChangeMutation);
  const [pending, setPending] = useState<{ email: string; until: string | null | undefined } | null>(
    profile.pendingEmail ? { email: profile.pendingEmail, until: profile.pendingEmailExpiresAt } : null,
  );
  const form = useForm({
    initial: { email: "" },
    validate: (v) => ({ email: v.email ? undefined : "Please enter the new email address." }),
    onSubmit: async (v) => {
      const { data } = await request({ variables: v });
      if (!data) throw new Error("no answer");
      const p = data.requestEmailChange;
      form.reset({ email: "" });
      if (p.pendingEmail) setPending({ email: p.pendingEmail, until: p.pendingEmailExpiresAt });
    },
  });
  return (
    <section className="profile-section" aria-labelledby="email-title">
      <h2 id="email-title">Email</h2>
      <p>
        You sign in with <strong>{profile.email}</strong>.
      </p>
      <form noValidate aria-labelledby="email-title" onSubmit={(e) => void form.handleSubmit(e)}>
        <Field
          label="New email address"
          {...form.field("email")}
          hint="We send a link to the new address; your email changes once you open it. Your current address is told."
          required
        >
          {(c) => <input {...c} {...form.input("email")} type="email" autoComplete="email" />}
        </Field>
        <FormError>{form.formError}</FormError>
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? "Sending…" : "Send confirmation link"}
        </button>
        <p className="form-status" role="status">
          {pending ? pendingText(pending.email, pending.until) : ""}
        </p>
      </form>
    </section>
  );
}

function SignInChoices({ profile, onChanged }: { profile: MyProfileFieldsFragment; onChanged: () => void }) {
  const [setPassword] = useMutation(SetMyPasswordMutation);
  const [removePassword] = useMutation(RemoveMyPasswordMutation);
  const [setLinks] = useMutation(SetSignInByLinkMutation);
  const [status, setStatus] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const [linkBusy, setLinkBusy] = useState(false);
  const has = profile.hasPassword;

  const form = useForm({
    initial: { currentPassword: "", newPassword: "", confirmPassword: "" },
    untrimmed: ["currentPassword", "newPassword", "confirmPassword"],
    validate: (v) => ({
      currentPassword: has && !v.currentPassword ? "Please enter your current password." : undefined,
      newPassword: v.newPassword.length < 6 ? "New password must be at least 6 characters" : undefined,
      confirmPassword: v.confirmPassword !== v.newPassword ? "New passwords do not match" : undefined,
    }),
    onSubmit: async (v) => {
      // every other session ended, this one's old token too: it carries on with the answer's
      await renewSession(async () => {
        const { data } = await setPassword({
          variables: { currentPassword: has ? v.currentPassword : null, newPassword: v.newPassword },
        });
        if (!data) throw new Error("no answer");
        return data.setMyPassword;
      });
      await storePasswordCredential(profile.email, v.newPassword, profile.name);
      form.reset();
      setStatus(PASSWORD_SAVED);
      onChanged();
    },
  });

  const remove = useForm({
    initial: { currentPassword: "" },
    untrimmed: ["currentPassword"],
    validate: (v) => ({ currentPassword: v.currentPassword ? undefined : "Please enter your current password." }),
    onSubmit: async (v) => {
      const { data } = await removePassword({ variables: v });
      if (!data) throw new Error("no answer");
      remove.reset();
      setStatus(PASSWORD_REMOVED);
      onChanged();
    },
  });

  const toggleLinks = async (on: boolean) => {
    setLinkBusy(true);
    setLinkError(null);
    setStatus("");
    try {
      await renewSession(async () => {
        const { data } = await setLinks({ variables: { on } });
        if (!data) throw new Error("no answer");
        return data.setSignInByLink;
      });
      setStatus(on ? "You now sign in with a link we email you." : "Sign-in links are off.");
      onChanged();
    } catch {
      setLinkError("Could not save your choice. Please try again.");
    } finally {
      setLinkBusy(false);
    }
  };

  const secure = has || profile.signInByLink;
  return (
    <section className="profile-section" aria-labelledby="signin-title">
      <h2 id="signin-title">How you sign in</h2>
      <p>
        {secure
          ? "Your account is secured: signing in with your email and full name alone is refused. Sign in with your password or a link we email you."
          : "You sign in with your email and full name. Anyone who knows both can sign in as you: add a password or choose sign-in links to stop that."}
      </p>

      <form noValidate aria-labelledby="password-title" onSubmit={(e) => void form.handleSubmit(e)}>
        <h3 id="password-title">{has ? "Change your password" : "Add a password"}</h3>
        {/* the browser's password manager keys the password to this email */}
        <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        {has && (
          <Field label="Current password" {...form.field("currentPassword")} required>
            {(c) => <input {...c} {...form.input("currentPassword")} type="password" autoComplete="current-password" />}
          </Field>
        )}
        <Field label="New password" {...form.field("newPassword")} hint="At least 6 characters." required>
          {(c) => <input {...c} {...form.input("newPassword")} type="password" autoComplete="new-password" />}
        </Field>
        <Field label="Confirm new password" {...form.field("confirmPassword")} required>
          {(c) => <input {...c} {...form.input("confirmPassword")} type="password" autoComplete="new-password" />}
        </Field>
        <FormError>{form.formError}</FormError>
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? "Saving…" : has ? "Change password" : "Add password"}
        </button>
      </form>

      {has && (
        <form noValidate aria-labelledby="remove-title" onSubmit={(e) => void remove.handleSubmit(e)}>
          <h3 id="remove-title">Remove your password</h3>
          <Field label="Current password" {...remove.field("currentPassword")} required>
            {(c) => <input {...c} {...remove.input("currentPassword")} type="password" autoComplete="current-password" />}
          </Field>
          <FormError>{remove.formError}</FormError>
          <button type="submit" className="button button-secondary" disabled={remove.submitting}>
            Remove password
          </button>
        </form>
      )}

      <div className="profile-links-choice">
        <h3 id="links-title">Sign-in links</h3>
        <Checkbox
          checked={profile.signInByLink}
          disabled={linkBusy}
          onChange={(checked: boolean) => void toggleLinks(checked)}
          label="Email me a sign-in link"
          hint="On the sign-in page, ask for a link: it works once, for 15 minutes."
        />
        <FormError>{linkError}</FormError>
      </div>
      <p className="form-status" role="status">
        {status}
      </p>
    </section>
  );
}

export default ProfilePage;
