import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setUserToken } from "../auth/storage";
import { testToken } from "../auth/testTokens";
import { MemberLocaleQuery, UpdateMyLocaleMutation } from "./documents";
import { activateLocale, chooseLocale, i18n } from "./i18n";
import { MemberLocale } from "./MemberLocale";

const kept = (locale: string): MockLink.MockedResponse => ({
  request: { query: MemberLocaleQuery },
  result: { data: { mySettings: { __typename: "MySettings", locale } } },
});

afterEach(async () => {
  await activateLocale("en");
});

describe("a signed-in member's language", () => {
  it("follows the member: the language kept in their settings is taken on sign-in", async () => {
    setUserToken(testToken("member"));
    render(
      <MockedProvider mocks={[kept("es")]}>
        <MemberLocale />
      </MockedProvider>,
    );
    await waitFor(() => expect(i18n.locale).toBe("es"));
    expect(document.documentElement.lang).toBe("es");
  });

  it("keeps the language chosen with the switch on the server, and a choice wins over the kept one", async () => {
    setUserToken(testToken("member"));
    const saved = vi.fn(() => ({ data: { updateMyLocale: { __typename: "MySettings", locale: "es" } } }));
    const slow = { ...kept("en"), delay: 200 };
    render(
      <MockedProvider mocks={[slow, { request: { query: UpdateMyLocaleMutation, variables: { locale: "es" } }, result: saved }]}>
        <MemberLocale />
      </MockedProvider>,
    );
    await act(() => chooseLocale("es"));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(i18n.locale).toBe("es");
  });

  it("asks nothing of a visitor", () => {
    const { container } = render(
      <MockedProvider mocks={[]}>
        <MemberLocale />
      </MockedProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(i18n.locale).toBe("en");
  });
});
