import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { replaceCredential, storePasswordCredential } from "../auth/savedCredentials";
import { renewSession } from "../auth/session";
import { getUserData, setUserData } from "../auth/storage";
import { useSessionExpiry } from "../dashboard/useSessionExpiry";
import type { MyProfileFieldsFragment } from "../gql/graphql";
import { msg, Trans, useT, type Translate } from "../i18n";
import { formatInstant } from "../i18n/format";
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
export const DETAILS_SAVED = msg("profile.details.saved");
export const PASSWORD_SAVED = msg("profile.password.saved");
export const PASSWORD_REMOVED = msg("profile.password.removed");

/** The shortest password the server takes (as at /reset-password). */
const MIN_PASSWORD = 6;

/** "We sent a link to ruth.new@example.com: …" while an email change waits for its link. */
export function pendingText(email: string, until: string | null | undefined, t: Translate): string {
  return until
    ? t("profile.email.pendingUntil", { email, until: formatInstant(until) })
    : t("profile.email.pending", { email });
}

/**
 * /profile (issue 29), under the RequireMember guard: the member's name, city and mailing
 * address (checked as at registration), their email (changed by a link mailed to the new
 * address), and an optional secure sign-in: a password, or sign-in links by mail.
 */
export function ProfilePage() {
  const t = useT();
  usePageTitle(t("profile.title"));
  const handleSessionExpiry = useSessionExpiry();
  const { data, error, refetch } = useQuery(MyProfileQuery, { fetchPolicy: "network-only" });
  useEffect(() => {
    if (error) handleSessionExpiry(error);
  }, [error, handleSessionExpiry]);

  const p = data?.myProfile;
  return (
    <MemberPageFrame
      title={t("profile.title")}
      lead={t("profile.lead")}
      error={error}
      what={t("profile.load.what")}
      onRetry={() => void refetch()}
      loadingText={t("profile.load.loading")}
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
  const t = useT();
  const [save] = useMutation(UpdateMyProfileMutation);
  const [status, setStatus] = useState("");
  const form = useForm({
    initial: { name: profile.name, city: profile.city ?? "", mailingAddress: profile.mailingAddress ?? "" },
    validate: (v) => ({
      name: v.name ? undefined : t("profile.name.required"),
      city: v.city ? undefined : t("profile.city.required"),
      mailingAddress: v.mailingAddress ? undefined : t("profile.mailingAddress.required"),
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
      setStatus(t(DETAILS_SAVED));
    },
  });
  return (
    <section className="profile-section" aria-labelledby="details-title">
      <h2 id="details-title">{t("profile.details.title")}</h2>
      <form
        noValidate
        aria-labelledby="details-title"
        onSubmit={(e) => {
          setStatus("");
          void form.handleSubmit(e);
        }}
      >
        <Field label={t("profile.name.label")} {...form.field("name")} required>
          {(c) => <input {...c} {...form.input("name")} autoComplete="name" />}
        </Field>
        <Field label={t("profile.city.label")} {...form.field("city")} required>
          {(c) => <input {...c} {...form.input("city")} autoComplete="address-level2" />}
        </Field>
        <Field
          label={t("profile.mailingAddress.label")}
          {...form.field("mailingAddress")}
          hint={t("profile.mailingAddress.hint")}
          required
        >
          {(c) => <textarea {...c} {...form.input("mailingAddress")} rows={3} autoComplete="street-address" />}
        </Field>
        <FormError>{form.formError}</FormError>
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? t("profile.saving") : t("profile.details.save")}
        </button>
        <p className="form-status" role="status">
          {status}
        </p>
      </form>
    </section>
  );
}

function EmailForm({ profile }: { profile: MyProfileFieldsFragment }) {
  const t = useT();
  const [request] = useMutation(RequestEmailChangeMutation);
  const [pending, setPending] = useState<{ email: string; until: string | null | undefined } | null>(
    profile.pendingEmail ? { email: profile.pendingEmail, until: profile.pendingEmailExpiresAt } : null,
  );
  const form = useForm({
    initial: { email: "" },
    validate: (v) => ({ email: v.email ? undefined : t("profile.email.required") }),
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
      <h2 id="email-title">{t("profile.email.title")}</h2>
      <p>
        <Trans id="profile.email.current" values={{ email: profile.email }} components={{ 0: <strong /> }} />
      </p>
      <form noValidate aria-labelledby="email-title" onSubmit={(e) => void form.handleSubmit(e)}>
        <Field
          label={t("profile.email.label")}
          {...form.field("email")}
          hint={t("profile.email.hint")}
          required
        >
          {(c) => <input {...c} {...form.input("email")} type="email" autoComplete="email" />}
        </Field>
        <FormError>{form.formError}</FormError>
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? t("profile.email.sending") : t("profile.email.send")}
        </button>
        <p className="form-status" role="status">
          {pending ? pendingText(pending.email, pending.until, t) : ""}
        </p>
      </form>
    </section>
  );
}

function SignInChoices({ profile, onChanged }: { profile: MyProfileFieldsFragment; onChanged: () => void }) {
  const t = useT();
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
      currentPassword: has && !v.currentPassword ? t("profile.password.current.required") : undefined,
      newPassword: v.newPassword.length < MIN_PASSWORD ? t("profile.password.tooShort", { min: MIN_PASSWORD }) : undefined,
      confirmPassword: v.confirmPassword !== v.newPassword ? t("profile.password.differ") : undefined,
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
      setStatus(t(PASSWORD_SAVED));
      onChanged();
    },
  });

  const remove = useForm({
    initial: { currentPassword: "" },
    untrimmed: ["currentPassword"],
    validate: (v) => ({ currentPassword: v.currentPassword ? undefined : t("profile.password.current.required") }),
    onSubmit: async (v) => {
      const { data } = await removePassword({ variables: v });
      if (!data) throw new Error("no answer");
      remove.reset();
      setStatus(t(PASSWORD_REMOVED));
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
      setStatus(on ? t("profile.links.on") : t("profile.links.off"));
      onChanged();
    } catch {
      setLinkError(t("profile.links.failed"));
    } finally {
      setLinkBusy(false);
    }
  };

  const secure = has || profile.signInByLink;
  return (
    <section className="profile-section" aria-labelledby="signin-title">
      <h2 id="signin-title">{t("profile.signIn.title")}</h2>
      <p>{secure ? t("profile.signIn.secured") : t("profile.signIn.open")}</p>

      <form noValidate aria-labelledby="password-title" onSubmit={(e) => void form.handleSubmit(e)}>
        <h3 id="password-title">{has ? t("profile.password.changeTitle") : t("profile.password.addTitle")}</h3>
        {/* the browser's password manager keys the password to this email */}
        <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        {has && (
          <Field label={t("profile.password.current.label")} {...form.field("currentPassword")} required>
            {(c) => <input {...c} {...form.input("currentPassword")} type="password" autoComplete="current-password" />}
          </Field>
        )}
        <Field label={t("profile.password.new.label")} {...form.field("newPassword")} hint={t("profile.password.new.hint", { min: MIN_PASSWORD })} required>
          {(c) => <input {...c} {...form.input("newPassword")} type="password" autoComplete="new-password" />}
        </Field>
        <Field label={t("profile.password.confirm.label")} {...form.field("confirmPassword")} required>
          {(c) => <input {...c} {...form.input("confirmPassword")} type="password" autoComplete="new-password" />}
        </Field>
        <FormError>{form.formError}</FormError>
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? t("profile.saving") : has ? t("profile.password.change") : t("profile.password.add")}
        </button>
      </form>

      {has && (
        <form noValidate aria-labelledby="remove-title" onSubmit={(e) => void remove.handleSubmit(e)}>
          <h3 id="remove-title">{t("profile.password.removeTitle")}</h3>
          <Field label={t("profile.password.current.label")} {...remove.field("currentPassword")} required>
            {(c) => <input {...c} {...remove.input("currentPassword")} type="password" autoComplete="current-password" />}
          </Field>
          <FormError>{remove.formError}</FormError>
          <button type="submit" className="button button-secondary" disabled={remove.submitting}>
            {t("profile.password.remove")}
          </button>
        </form>
      )}

      <div className="profile-links-choice">
        <h3 id="links-title">{t("profile.links.title")}</h3>
        <Checkbox
          checked={profile.signInByLink}
          disabled={linkBusy}
          onChange={(checked: boolean) => void toggleLinks(checked)}
          label={t("profile.links.label")}
          hint={t("profile.links.hint")}
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
