import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestClient, type Handler } from "../../board/testing";
import type { PushSettingsFieldsFragment } from "../../gql/graphql";
import { axeViolations } from "../../test/axe";
import { base64UrlToBytes, deviceLabel, type BrowserPush, type DeviceSubscription, type Permission } from "./device";
import { NotificationsSection } from "./NotificationsSection";

const DENIED_TEXT = "Notifications are blocked for Journey 365 in this browser.";
const SAVED_TEXT = "Notification settings saved.";
const TURN_OFF = "Turn off on this device";
const TURN_ON = "Turn on notifications on this device";
const UNSUPPORTED_TEXT = "This browser cannot show notifications from Journey 365.";

// jsdom has no Push API: these tests stand in for the browser's part (permission, subscription)
// through the section's one seam, BrowserPush. The real browser's part is the browser test's
// (e2e/pwa.e2e.mjs): the worker, the notification and its click.

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const ENDPOINT = "https://push.example.test/send/abc";

function pushSettings(overrides: Partial<PushSettingsFieldsFragment> = {}): PushSettingsFieldsFragment {
  return {
    __typename: "PushSettings",
    reminder: true,
    reminderMail: true,
    boardNews: ["ANNOUNCEMENTS"],
    devices: [],
    ...overrides,
  };
}

function subscription(): DeviceSubscription & { unsubscribe: ReturnType<typeof vi.fn> } {
  return {
    endpoint: ENDPOINT,
    keys: () => ({ endpoint: ENDPOINT, p256dh: "BP256dh", auth: "authsecret" }),
    unsubscribe: vi.fn(async () => true),
  };
}

function browser(overrides: Partial<BrowserPush> & { permissionNow?: Permission } = {}) {
  let permission: Permission = overrides.permissionNow ?? "default";
  const push: BrowserPush = {
    supported: () => true,
    permission: () => permission,
    requestPermission: vi.fn(async () => {
      permission = "granted";
      return permission;
    }),
    current: vi.fn(async () => null),
    subscribe: vi.fn(async () => subscription()),
    userAgent: () => ANDROID_CHROME,
    ...overrides,
  };
  return push;
}

function renderSection(push: BrowserPush, handlers: Record<string, Handler> = {}, settings = pushSettings()) {
  const t = createTestClient({
    PushSettings: () => ({ data: { pushVapidPublicKey: "BAAB", myPushSettings: settings } }),
    ...handlers,
  });
  const user = userEvent.setup();
  render(
    <t.wrapper>
      <main>
        <NotificationsSection push={push} />
      </main>
    </t.wrapper>,
  );
  return { ...t, user };
}

const section = () => screen.getByRole("region", { name: "Notifications" });

describe("NotificationsSection", { timeout: 20_000 }, () => {
  it("says when this browser cannot have notifications, and still shows the choices", async () => {
    renderSection(browser({ supported: () => false }));
    expect(await screen.findByText(new RegExp(UNSUPPORTED_TEXT))).toBeInTheDocument();
    await screen.findByRole("form", { name: "What notifications tell you of" });
    expect(screen.queryByRole("button", { name: TURN_ON })).not.toBeInTheDocument();
    expect(section()).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says how to allow notifications the member blocked, with no button that cannot work", async () => {
    renderSection(browser({ permissionNow: "denied" }));
    const text = await screen.findByText(new RegExp(DENIED_TEXT));
    expect(text).toHaveTextContent(/set Notifications to Allow, then reload this page/);
    await screen.findByRole("form", { name: "What notifications tell you of" });
    expect(screen.queryByRole("button", { name: TURN_ON })).not.toBeInTheDocument();
  });

  it("turns notifications on: asks, subscribes with the server's key, registers the device with its label", async () => {
    const push = browser();
    const subscribed: Record<string, unknown>[] = [];
    let devices: PushSettingsFieldsFragment["devices"] = [];
    const { user, calls } = renderSection(push, {
      PushSettings: () => ({ data: { pushVapidPublicKey: "BAAB", myPushSettings: pushSettings({ devices }) } }),
      SubscribePush: (variables) => {
        subscribed.push(variables);
        const device = { __typename: "PushDevice" as const, id: "7", label: "Chrome on Android", createdAt: "2026-03-02T08:00:00Z", lastPushedAt: null };
        devices = [device];
        return { data: { subscribePush: device } };
      },
    });
    expect(screen.getByText("Checking this device…")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: TURN_ON }));

    expect(await screen.findByRole("button", { name: TURN_OFF })).toBeInTheDocument();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledWith("BAAB");
    expect(subscribed).toEqual([{ input: { endpoint: ENDPOINT, p256dh: "BP256dh", auth: "authsecret", label: "Chrome on Android" } }]);
    expect(within(section()).getAllByRole("status")[0]).toHaveTextContent("Notifications are on on this device.");
    // the list comes back from the server with this device marked
    const list = await screen.findByRole("list");
    expect(within(list).getByText(/Chrome on Android \(this device\)/)).toBeInTheDocument();
    expect(within(list).getByText(/not notified yet/)).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === "PushSettings")).toHaveLength(2);
  });

  it("removes another device of the member's from the list; this one is turned off above instead", async () => {
    const device = (id: string, label: string) => ({
      __typename: "PushDevice" as const,
      id,
      label,
      createdAt: "2026-03-02T08:00:00Z",
      lastPushedAt: null,
    });
    const phone = device("3", "Chrome on Android");
    const laptop = device("4", "Firefox on Linux");
    const removed: Record<string, unknown>[] = [];
    const { user } = renderSection(browser(), {
      RemovePushDevice: (variables) => {
        removed.push(variables);
        return { data: { removePushDevice: pushSettings({ devices: [laptop] }) } };
      },
    }, pushSettings({ devices: [phone, laptop] }));
    await user.click(await screen.findByRole("button", { name: /^Remove Chrome on Android/ }));
    expect(removed).toEqual([{ id: "3" }]);
    const list = await screen.findByRole("list");
    await vi.waitFor(() => expect(within(list).queryByText("Chrome on Android")).not.toBeInTheDocument());
    expect(within(list).getByText("Firefox on Linux")).toBeInTheDocument();
  });

  it("a device the server no longer finds stays listed with the server's words", async () => {
    const phone = {
      __typename: "PushDevice" as const,
      id: "3",
      label: "Chrome on Android",
      createdAt: "2026-03-02T08:00:00Z",
      lastPushedAt: null,
    };
    const { user } = renderSection(browser(), {
      RemovePushDevice: () => ({
        errors: [{ message: "That device is not among yours (it may be removed already).", extensions: { code: "not_found", field: "id" } }],
      }),
    }, pushSettings({ devices: [phone] }));
    await user.click(await screen.findByRole("button", { name: /^Remove Chrome on Android/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That device is not among yours");
    expect(screen.getByRole("button", { name: /^Remove Chrome on Android/ })).toBeEnabled();
  });

  it("closing the browser's question without Allow turns nothing on and says why", async () => {
    const push = browser({ requestPermission: vi.fn(async () => "default" as const) });
    const { user, calls } = renderSection(push);
    await user.click(await screen.findByRole("button", { name: TURN_ON }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/closed without Allow/);
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(calls.some((c) => c.operationName === "SubscribePush")).toBe(false);
    expect(screen.getByRole("button", { name: TURN_ON })).toBeEnabled();
  });

  it("a block chosen at the question shows how to allow notifications", async () => {
    const push = browser({ requestPermission: vi.fn(async () => "denied" as const) });
    const { user } = renderSection(push);
    await user.click(await screen.findByRole("button", { name: TURN_ON }));
    expect(await screen.findByText(new RegExp(DENIED_TEXT))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: TURN_ON })).not.toBeInTheDocument();
  });

  it("a refusal by the server says the server's words and leaves the browser unsubscribed", async () => {
    const sub = subscription();
    const push = browser({ subscribe: vi.fn(async () => sub) });
    const { user } = renderSection(push, {
      SubscribePush: () => ({
        errors: [{ message: "You have 10 devices with notifications on: remove one first.", extensions: { code: "BAD_USER_INPUT" } }],
      }),
    });
    await user.click(await screen.findByRole("button", { name: TURN_ON }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Notifications could not be turned on. You have 10 devices with notifications on: remove one first.",
    );
    expect(sub.unsubscribe).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: TURN_ON })).toBeInTheDocument();
  });

  it("turns notifications off on this device: the server forgets it, then the browser", async () => {
    const sub = subscription();
    const push = browser({ permissionNow: "granted", current: vi.fn(async () => sub) });
    const order: string[] = [];
    sub.unsubscribe.mockImplementation(async () => {
      order.push("browser");
      return true;
    });
    const { user } = renderSection(push, {
      UnsubscribePush: (variables) => {
        order.push(`server ${String(variables.endpoint)}`);
        return { data: { unsubscribePush: true } };
      },
    });
    await user.click(await screen.findByRole("button", { name: TURN_OFF }));
    expect(await screen.findByRole("button", { name: TURN_ON })).toBeInTheDocument();
    expect(order).toEqual([`server ${ENDPOINT}`, "browser"]);
  });

  it("when the server cannot be reached, turning off says so and stays on", async () => {
    const sub = subscription();
    const push = browser({ permissionNow: "granted", current: vi.fn(async () => sub) });
    const { user } = renderSection(push, { UnsubscribePush: () => new TypeError("Failed to fetch") });
    await user.click(await screen.findByRole("button", { name: TURN_OFF }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^Notifications could not be turned off\./);
    expect(alert).not.toHaveTextContent("Failed to fetch");
    expect(sub.unsubscribe).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: TURN_OFF })).toBeInTheDocument();
  });

  it("lists the member's devices with when each began and was last notified", async () => {
    renderSection(browser(), {}, pushSettings({
      devices: [
        { __typename: "PushDevice", id: "1", label: "Safari on iPhone", createdAt: "2026-01-05T10:00:00Z", lastPushedAt: "2026-03-01T15:00:00Z" },
        { __typename: "PushDevice", id: "2", label: "Firefox on Windows", createdAt: "2026-02-05T10:00:00Z", lastPushedAt: null },
      ],
    }));
    const items = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Safari on iPhoneSince Jan 5, 2026 · last notified Mar 1, 2026/);
    expect(items[1]).toHaveTextContent(/^Firefox on WindowsSince Feb 5, 2026 · not notified yetRemove$/);
  });

  it("saves what to be told of: All messages covers the other kinds", async () => {
    const saved: Record<string, unknown>[] = [];
    const { user } = renderSection(browser(), {
      UpdatePushSettings: (variables) => {
        saved.push(variables);
        return { data: { updatePushSettings: pushSettings({ reminder: true, reminderMail: false, boardNews: ["ALL"] }) } };
      },
    });
    const form = await screen.findByRole("form", { name: "What notifications tell you of" });
    const mail = within(form).getByRole("checkbox", { name: "Send the reminder by mail as well" });
    expect(within(form).getByRole("checkbox", { name: "Send my daily reminder as a notification" })).toBeChecked();
    expect(within(form).getByRole("checkbox", { name: "Announcements" })).toBeChecked();
    expect(within(form).getByRole("checkbox", { name: "Prayer requests" })).not.toBeChecked();
    await user.click(mail);
    await user.click(within(form).getByRole("checkbox", { name: "All messages" }));
    expect(within(form).getByRole("checkbox", { name: "Prayer requests" })).toBeChecked();
    expect(within(form).getByRole("checkbox", { name: "Prayer requests" })).toBeDisabled();
    await user.click(within(form).getByRole("button", { name: "Save notification settings" }));
    expect(await within(form).findByText(SAVED_TEXT)).toBeInTheDocument();
    expect(saved).toEqual([{ input: { reminder: true, reminderMail: false, boardNews: ["ALL"] } }]);
    expect(await axeViolations()).toEqual([]);
  });

  it("the mail as well is only a choice while the reminder is a notification", async () => {
    const { user } = renderSection(browser());
    const form = await screen.findByRole("form", { name: "What notifications tell you of" });
    await user.click(within(form).getByRole("checkbox", { name: "Send my daily reminder as a notification" }));
    expect(within(form).getByRole("checkbox", { name: "Send the reminder by mail as well" })).toBeDisabled();
  });

  it("a load failure says what could not be loaded and offers Try again", async () => {
    let fail = true;
    const { user } = renderSection(browser(), {
      PushSettings: () =>
        fail ? new TypeError("Failed to fetch") : { data: { pushVapidPublicKey: "BAAB", myPushSettings: pushSettings() } },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Your notification settings could not be loaded\./);
    // the device's own check answers apart from the server's: wait for it
    expect(await screen.findByText("Notifications are off on this device.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: TURN_ON })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: TURN_ON })).toBeInTheDocument();
  });
});

describe("deviceLabel and the key", () => {
  it("names the browser and the system as a member would", () => {
    expect(deviceLabel(ANDROID_CHROME)).toBe("Chrome on Android");
    expect(deviceLabel("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1")).toBe("Safari on iPhone");
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox on Windows");
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe("Edge on Windows");
    expect(deviceLabel("Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36")).toBe("Samsung Internet on Android");
    expect(deviceLabel("curl/8.0")).toBe("A browser");
  });

  it("decodes a base64url VAPID key to its 65 bytes", () => {
    const key = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
