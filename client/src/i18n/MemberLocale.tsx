import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useUserToken } from "../auth/useAuth";
import { MemberLocaleQuery, UpdateMyLocaleMutation } from "./documents";
import { activateLocale, currentLocale, onLocaleChosen } from "./i18n";
import { isLocale } from "./locales";

/**
 * A signed-in member's language follows them (issue 31): on sign-in the app takes the language kept in
 * their settings (a member who chose Spanish on their phone reads Spanish on a new laptop), and a language
 * they choose with the switch is kept there, so their mails follow it too. Renders nothing; lives with the
 * live board, which a member's pages load with Apollo.
 */
export function MemberLocale() {
  const token = useUserToken();
  return token ? <ForMember key={token} /> : null;
}

function ForMember() {
  const { data } = useQuery(MemberLocaleQuery, { fetchPolicy: "network-only" });
  const [save] = useMutation(UpdateMyLocaleMutation);
  // a choice made on this page wins over what the server said before it
  const chosen = useRef(false);
  useEffect(
    () =>
      onLocaleChosen((locale) => {
        chosen.current = true;
        // not kept now (offline, say): the next sign-in takes the kept one, the switch is one click
        save({ variables: { locale } }).catch((error: unknown) => console.warn("language not kept", error));
      }),
    [save],
  );
  const kept = data?.mySettings.locale;
  useEffect(() => {
    // the pseudo-locale is a test's choice: a member's setting never replaces it
    if (chosen.current || !isLocale(kept) || kept === currentLocale() || currentLocale() === "pseudo") return;
    void activateLocale(kept);
  }, [kept]);
  return null;
}
