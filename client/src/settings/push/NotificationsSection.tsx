import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { errorText } from "../../errors/classify";
import type { BoardPushNews, PushSettingsFieldsFragment } from "../../gql/graphql";
import { msg, useT, type Translate } from "../../i18n";
import { formatInstant } from "../../i18n/format";
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

export const TURN_ON = msg("settings.push.turnOn");
export const TURN_OFF = msg("settings.push.turnOff");
export const UNSUPPORTED_TEXT = msg("settings.push.unsupported");
export const DENIED_TEXT = msg("settings.push.denied");
export const HOW_TO_ALLOW = msg("settings.push.howToAllow");
export const SAVED_TEXT = msg("settings.push.saved");

/** This browser's state for notifications. */
type DeviceState =
  | { kind: "checking" }
  | { kind: "unsupported" }
  | { kind: "denied" }
  | { kind: "off" }
  | { kind: "on"; subscription: DeviceSubscription };

const since = (instant: string) => formatInstant(instant, { dateStyle: "medium" });
const lastSent = (instant: string) => formatInstant(instant, { dateStyle: "medium", timeStyle: "short" });

/**
 * Settings › Notifications (issue 30): this device's notifications on or off, the member's devices,
 * and what they are told of (the daily reminder, by mail as well, and board news by type).
 */
export function NotificationsSection({ push = browserPush }: { push?: BrowserPush }) {
  const t = useT();
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
        setDeviceError(t("settings.push.notAllowed"));
        return;
      }
      subscription = await push.subscribe(vapidPublicKey);
      const { data: answer } = await subscribePush({
        variables: { input: { ...subscription.keys(), label: deviceLabel(push.userAgent()) } },
      });
      if (!answer) throw new Error("no answer");
      rememberDevice(answer.subscribePush.id);
      setDevice({ kind: "on", subscription });
      setDeviceStatus(t("settings.push.isOn"));
      await refetch().catch(() => undefined);
    } catch (e) {
      // Never left subscribed in the browser without the server knowing of it.
      await subscription?.unsubscribe().catch(() => false);
      setDeviceError(t("settings.push.turnOnFailed", { reason: failureText(e, t) }));
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
      setDeviceStatus(t("settings.push.isOff"));
      await refetch().catch(() => undefined);
    } catch (e) {
      setDeviceError(t("settings.push.turnOffFailed", { reason: failureText(e, t) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-group push-settings" aria-labelledby={headingId}>
      <h2 id={headingId} className="push-heading">
        {t("settings.push.title")}
      </h2>

      <div className="push-device">
        {device.kind === "checking" && <p>{t("settings.push.checking")}</p>}
        {device.kind === "unsupported" && (
          <p>
            {t(UNSUPPORTED_TEXT)} {t("settings.push.whereSupported")}
          </p>
        )}
        {device.kind === "denied" && (
          <p>
            {t(DENIED_TEXT)} {t(HOW_TO_ALLOW)}
          </p>
        )}
        {device.kind === "off" && (
          <>
            <p>{t("settings.push.isOff")}</p>
            {data && (
              <p>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  onClick={() => void turnOn(data.pushVapidPublicKey)}
                >
                  {t(TURN_ON)}
                </button>
              </p>
            )}
          </>
        )}
        {device.kind === "on" && (
          <>
            <p>{t("settings.push.isOn")}</p>
            <p>
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => void turnOff(device.subscription)}
              >
                {t(TURN_OFF)}
              </button>
            </p>
          </>
        )}
        <FormError>{deviceError}</FormError>
        <p className="settings-status" role="status">
          {deviceStatus}
        </p>
      </div>

      {error && <LoadError what={t("settings.push.load.what")} error={error} onRetry={() => refetch()} />}
      {!data && !error && <p>{t("settings.push.load.loading")}</p>}
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
function failureText(error: unknown, t: Translate): string {
  if (error instanceof DOMException && error.name === "NotAllowedError") return t("settings.push.browserRefused");
  if (error instanceof DOMException && error.name === "AbortError") return t("settings.push.serviceUnreachable");
  if (error instanceof WorkerNotReadyError) return t("settings.push.workerNotReady");
  return errorText(error);
}

/**
 * The member's devices. Another device (a lost phone, an old laptop) can be removed here; this one
 * is turned off with the button above, which also tells the browser.
 */
function DeviceList({ devices }: { devices: PushSettingsFieldsFragment["devices"] }) {
  const t = useT();
  const mine = rememberedDevice();
  const [removePushDevice] = useMutation(RemovePushDeviceMutation);
  const [removing, setRemoving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (devices.length === 0) {
    return <p>{t("settings.push.noDevices")}</p>;
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
      <h3 className="push-subheading">{t("settings.push.devices")}</h3>
      <ul className="push-devices">
        {devices.map((d) => {
          const label = d.label || t("settings.push.aBrowser");
          return (
            <li key={d.id}>
              <span className="push-device-label">
                {d.id === mine ? t("settings.push.thisDevice", { label }) : label}
              </span>
              <span className="push-device-dates">
                {d.lastPushedAt
                  ? t("settings.push.dates", { since: since(d.createdAt), last: lastSent(d.lastPushedAt) })
                  : t("settings.push.datesNever", { since: since(d.createdAt) })}
              </span>
              {d.id !== mine && (
                <button
                  type="button"
                  className="button button-secondary push-device-remove"
                  aria-label={t("settings.push.removeLabel", { label, since: since(d.createdAt) })}
                  disabled={removing !== null}
                  aria-busy={removing === d.id || undefined}
                  onClick={() => void remove(d.id)}
                >
                  {t("settings.push.remove")}
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
  const t = useT();
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
      setStatus(t(SAVED_TEXT));
    },
  });
  const { values } = form;
  const allMessages = on(values.all);

  return (
    <form
      className="push-choices"
      noValidate
      aria-label={t("settings.push.choices")}
      onSubmit={(event) => {
        setStatus("");
        void form.handleSubmit(event);
      }}
    >
      <fieldset className="push-fieldset">
        <legend>{t("settings.push.reminder.legend")}</legend>
        <Checkbox
          label={t("settings.push.reminder.on")}
          checked={on(values.reminder)}
          onChange={(checked) => form.setValue("reminder", flag(checked))}
          hint={t("settings.push.reminder.hint")}
        />
        <Checkbox
          label={t("settings.push.reminderMail.on")}
          checked={on(values.reminderMail)}
          disabled={!on(values.reminder)}
          onChange={(checked) => form.setValue("reminderMail", flag(checked))}
          hint={t("settings.push.reminderMail.hint")}
        />
      </fieldset>
      <fieldset className="push-fieldset">
        <legend>{t("settings.push.board.legend")}</legend>
        <p className="ui-field-hint push-fieldset-hint">{t("settings.push.board.hint", { minutes: 5 })}</p>
        <Checkbox
          label={t("settings.push.board.announcements")}
          checked={allMessages || on(values.announcements)}
          disabled={allMessages}
          onChange={(checked) => form.setValue("announcements", flag(checked))}
        />
        <Checkbox
          label={t("settings.push.board.prayer")}
          checked={allMessages || on(values.prayer)}
          disabled={allMessages}
          onChange={(checked) => form.setValue("prayer", flag(checked))}
        />
        <Checkbox label={t("settings.push.board.all")} checked={allMessages} onChange={(checked) => form.setValue("all", flag(checked))} />
      </fieldset>
      <FormError>{form.formError}</FormError>
      <button type="submit" className="button form-submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t("settings.saving") : t("settings.push.save")}
      </button>
      <p className="settings-status" role="status">
        {status}
      </p>
    </form>
  );
}
