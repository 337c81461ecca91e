// How a component gets its texts (issue 31): every text a person reads comes from the catalogues in
// src/i18n/catalogs through these, by a literal id ("board.filter.all"), so the catalogue test and the
// literal-string lint (scripts/lint-i18n.mjs) can check each one.
//
//   const t = useT();  t("nav.dashboard")  t("awards.count", { count })
//   <Trans id="home.intro" components={{ 0: <Link to="/register" /> }} />
//   const TITLE = msg("dashboard.title");  ... t(TITLE)      (a text chosen outside a component)
import { createElement, useCallback, useSyncExternalStore } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { TransNoContext } from "@lingui/react/server";
import { i18n } from "./i18n";
import { formattingLocale, type AnyLocale } from "./locales";

export type Values = Record<string, unknown>;
/** A message chosen before it is shown: its id, and values when it has placeholders. */
export type Message = MessageDescriptor & { id: string };

/** Names a message for later, where there is no component to translate it in (a table of texts). */
export function msg(id: string, values?: Values): Message {
  return values ? { id, values } : { id };
}

function subscribe(onChange: () => void): () => void {
  return i18n.on("change", onChange);
}

/** The active language; a component that reads it renders again when it changes. */
export function useLocale(): AnyLocale {
  return useSyncExternalStore(subscribe, () => i18n.locale as AnyLocale);
}

export type Translate = (message: string | Message, values?: Values) => string;

/** The active language's text of a message id (or descriptor), with its values. */
export const translate: Translate = (message, values) =>
  typeof message === "string" ? i18n._(message, values) : i18n._(message.id, { ...message.values, ...values });

/** translate, in a component that renders again when the language changes. */
export function useT(): Translate {
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per language re-runs effects that use it
  return useCallback<Translate>((message, values) => translate(message, values), [locale]);
}

type TransProps = { id: string; values?: Values; components?: Record<string, React.ReactElement> };

/** A message with markup in it: <0>…</0> in the message is components[0] around its text. */
export function Trans(props: TransProps) {
  useLocale();
  return createElement(TransNoContext, { ...props, lingui: { i18n } });
}

/** The BCP 47 tag for Intl formatting in the active language. */
export function formatLocale(): string {
  return formattingLocale((i18n.locale as AnyLocale | undefined) ?? "en");
}
