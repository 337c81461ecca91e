import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { errorText } from "../../errors/classify";
import type { BoardPushNews, PushSettingsFieldsFragment } from "../../gql/graphql";
import { Checkbox } from "../../ui/Checkbox";
import { FormError } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { useForm } from "../../ui/useForm";
import {
  browserPush,
  deviceLabel,
  rememberDevice,
  rememberedDevice,
  type BrowserPush,
  type DeviceSubscription,
  WorkerNotReadyError,
} from "./device";
import {
  PushSettingsQuery,
  RemovePushDeviceMutation,
  SubscribePushMutation,
  UnsubscribePushMutation,
  UpdatePushSettingsMutation,
} from "./documents";
import "./push.css";

export const TURN_ON = "Turn on notifications on this device";
export const TURN_OFF = "Turn off on this device";
export const UNSUPPORTED_TEXT = "This browser cannot show notifications from Journey 365.";
export const DENIED_TEXT = "Notifications are blocked for Journey 365 in this browser.";
export const HOW_TO_ALLOW =
  "To allow them, open the site's settings (the icon left of the address), set Notifications to Allow, then reload this page. In the installed app, allow them in your phone's settings for the app.";
export const SAVED_TEXT = "Notification settings saved.";

/** This browser's state for notifications. */
type DeviceState =
  | { kind: "checking" }
  | { kind: "unsupported" }
  | { kind: "denied" }
  | { kind: "off" }
  | { kind: "on"; subscription: DeviceSubscription };

const since = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const lastSent = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * Settings › Notifications (issue 30): this device's notifications on or off, the member's devices,
 * and what they are told of (the daily reminder, by mail as well, and board news by type).
 */
export function NotificationsSection({ push = browserPush }: { push?: BrowserPush }) {
  const headingId = useId();
  const { data, error, refetch } = useQuery(PushSettingsQuery, { fetchPolicy: "network-only" });
  const [device, setDevice] = useState<DeviceState>({ kind: "checking" });
  const [deviceError, setDeviceError] = useState<string | null>(null);
  const [deviceStatus, setDeviceStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const [subscribePush] = useMutation(SubscribePushMutation);
  const [unsubscribePush] = useMutation(UnsubscribePushMutation);

  useEffect(() => {
    let live = true;
    void (async () => {
      const state = await deviceState(push);
      if (live) setDevice(state);
    })();
    return () => {
      live = false;
    };
  }, [push]);

  const turnOn = async (vapidPublicKey: string) => {
    setBusy(true);
    setDeviceError(null);
    setDeviceStatus("");
    let subscription: DeviceSubscription | null = null;
    try {
      const permission = await push.requestPermission();
      if (permission === "denied") {
        setDevice({ kind: "denied" });
        return;
      }
      if (permission !== "granted") {
        setDeviceError("Notifications were not turned on: the browser's question was closed without Allow. Try again and choose Allow.");
        return;
      }
      subscription = await push.subscribe(vapidPublicKey);
      const { data: answer } = await subscribePush({
        variables: { input: { ...subscription.keys(), label: deviceLabel(push.userAgent()) } },
      });
      if (!answer) throw new Error("no answer");
      rememberDevice(answer.subscribePush.id);
      setDevice({ kind: "on", subscription });
      setDeviceStatus("Notifications are on on this device.");
      await refetch().catch(() => undefined);
    } catch (e) {
      // Never left subscribed in the browser without the server knowing of it.
      await subscription?.unsubscribe().catch(() => false);
      setDeviceError(`Notifications could not be turned on. ${failureText(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async (subscription: DeviceSubscription) => {
    setBusy(true);
    setDeviceError(null);
    setDeviceStatus("");
    try {
      // The server first: it stops sending even if the browser's part fails.
      await unsubscribePush({ variables: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
      rememberDevice(null);
      setDevice({ kind: "off" });
      setDeviceStatus("Notifications are off on this device.");
      await refetch().catch(() => undefined);
    } catch (e) {
      setDeviceError(`Notifications could not be turned off. ${failureText(e)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-group push-settings" aria-labelledby={headingId}>
      <h2 id={headingId} className="push-heading">
        Notifications
      </h2>

      <div className="push-device">
        {device.kind === "checking" && <p>Checking this device…</p>}
        {device.kind === "unsupported" && (
          <p>
            {UNSUPPORTED_TEXT} Notifications work in Chrome, Edge, Firefox and Samsung Internet, and on an iPhone or
            iPad once Journey 365 is added to the home screen.
          </p>
        )}
        {device.kind === "denied" && (
          <p>
            {DENIED_TEXT} {HOW_TO_ALLOW}
          </p>
        )}
        {device.kind === "off" && (
          <>
            <p>Notifications are off on this device.</p>
            {data && (
              <p>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  onClick={() => void turnOn(data.pushVapidPublicKey)}
                >
                  {TURN_ON}
                </button>
              </p>
            )}
          </>
        )}
        {device.kind === "on" && (
          <>
            <p>Notifications are on on this device.</p>
            <p>
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => void turnOff(device.subscription)}
              >
                {TURN_OFF}
              </button>
            </p>
          </>
        )}
        <FormError>{deviceError}</FormError>
        <p className="settings-status" role="status">
          {deviceStatus}
        </p>
      </div>

      {error && <LoadError what="Your notification settings" error={error} onRetry={() => refetch()} />}
      {!data && !error && <p>Loading your notification settings…</p>}
      {data && (
        <>
          <DeviceList devices={data.myPushSettings.devices} />
          <PushChoices settings={data.myPushSettings} />
        </>
      )}
    </section>
  );
}

async function deviceState(push: BrowserPush): Promise<DeviceState> {
  if (!push.supported()) return { kind: "unsupported" };
  if (push.permission() === "denied") return { kind: "denied" };
  const subscription = await push.current().catch(() => null);
  if (subscription && push.permission() === "granted") return { kind: "on", subscription };
  return { kind: "off" };
}

/** The words for a failure: the browser's refusals said plainly, else as every screen says them. */
function failureText(error: unknown): string {
  if (error instanceof DOMException && error.name === "NotAllowedError") {
    return "The browser refused: check that notifications are allowed for this site.";
  }
  if (error instanceof DOMException && error.name === "AbortError") {
    return "The browser's push service could not be reached. Check your connection and try again.";
  }
  if (error instanceof WorkerNotReadyError) return error.message;
  return errorText(error);
}

/**
 * The member's devices. Another device (a lost phone, an old laptop) can be removed here; this one
 * is turned off with the button above, which also tells the browser.
 */
function DeviceList({ devices }: { devices: PushSettingsFieldsFragment["devices"] }) {
  const mine = rememberedDevice();
  const [removePushDevice] = useMutation(RemovePushDeviceMutation);
  const [removing, setRemoving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (devices.length === 0) {
    return <p>No device of yours gets notifications yet.</p>;
  }
  const remove = async (id: string) => {
    setRemoving(id);
    setProblem(null);
    try {
      await removePushDevice({ variables: { id } });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setRemoving(null);
    }
  };
  return (
    <div>
      <h3 className="push-subheading">Your devices</h3>
      <ul className="push-devices">
        {devices.map((d) => {
          const label = d.label || "A browser";
          return (
            <li key={d.id}>
              <span className="push-device-label">
                {label}
                {d.id === mine && " (this device)"}
              </span>
              <span className="push-device-dates">
                Since {since.format(new Date(d.createdAt))}
                {d.lastPushedAt ? ` · last notified ${lastSent.format(new Date(d.lastPushedAt))}` : " · not notified yet"}
              </span>
              {d.id !== mine && (
                <button
                  type="button"
                  className="button button-secondary push-device-remove"
                  aria-label={`Remove ${label}, since ${since.format(new Date(d.createdAt))}`}
                  disabled={removing !== null}
                  aria-busy={removing === d.id || undefined}
                  onClick={() => void remove(d.id)}
                >
                  Remove
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <FormError>{problem}</FormError>
    </div>
  );
}

type ChoiceValues = {
  reminder: string;
  reminderMail: string;
  announcements: string;
  prayer: string;
  all: string;
};

const on = (value: string) => value === "true";
const flag = (checked: boolean) => (checked ? "true" : "false");

function choicesFrom(s: PushSettingsFieldsFragment): ChoiceValues {
  return {
    reminder: flag(s.reminder),
    reminderMail: flag(s.reminderMail),
    announcements: flag(s.boardNews.includes("ANNOUNCEMENTS")),
    prayer: flag(s.boardNews.includes("PRAYER_REQUESTS")),
    all: flag(s.boardNews.includes("ALL")),
  };
}

function boardNews(v: ChoiceValues): BoardPushNews[] {
  if (on(v.all)) return ["ALL"];
  const news: BoardPushNews[] = [];
  if (on(v.announcements)) news.push("ANNOUNCEMENTS");
  if (on(v.prayer)) news.push("PRAYER_REQUESTS");
  return news;
}

/** What the member's devices are told of, saved together like the mail settings above. */
function PushChoices({ settings }: { settings: PushSettingsFieldsFragment }) {
  const [status, setStatus] = useState("");
  const [save] = useMutation(UpdatePushSettingsMutation);
  const form = useForm<ChoiceValues>({
    initial: choicesFrom(settings),
    onSubmit: async (values) => {
      const { data } = await save({
        variables: { input: { reminder: on(values.reminder), reminderMail: on(values.reminderMail), boardNews: boardNews(values) } },
      });
      if (!data) throw new Error("no answer");
      form.reset(choicesFrom(data.updatePushSettings));
      setStatus(SAVED_TEXT);
    },
  });
  const { values } = form;
  const allMessages = on(values.all);

  return (
    <form
      className="push-choices"
      noValidate
      aria-label="What notifications tell you of"
      onSubmit={(event) => {
        setStatus("");
        void form.handleSubmit(event);
      }}
    >
      <fieldset className="push-fieldset">
        <legend>Daily reminder on your devices</legend>
        <Checkbox
          label="Send my daily reminder as a notification"
          checked={on(values.reminder)}
          onChange={(checked) => form.setValue("reminder", flag(checked))}
          hint="At your reminder time above, on every device with notifications on."
        />
        <Checkbox
          label="Send the reminder by mail as well"
          checked={on(values.reminderMail)}
          disabled={!on(values.reminder)}
          onChange={(checked) => form.setValue("reminderMail", flag(checked))}
          hint="Off: the notification only."
        />
      </fieldset>
      <fieldset className="push-fieldset">
        <legend>Board news</legend>
        <p className="ui-field-hint push-fieldset-hint">At most one notification per group every 5 minutes, saying how many are new.</p>
        <Checkbox
          label="Announcements"
          checked={allMessages || on(values.announcements)}
          disabled={allMessages}
          onChange={(checked) => form.setValue("announcements", flag(checked))}
        />
        <Checkbox
          label="Prayer requests"
          checked={allMessages || on(values.prayer)}
          disabled={allMessages}
          onChange={(checked) => form.setValue("prayer", flag(checked))}
        />
        <Checkbox label="All messages" checked={allMessages} onChange={(checked) => form.setValue("all", flag(checked))} />
      </fieldset>
      <FormError>{form.formError}</FormError>
      <button type="submit" className="button form-submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? "Saving…" : "Save notification settings"}
      </button>
      <p className="settings-status" role="status">
        {status}
      </p>
    </form>
  );
}
