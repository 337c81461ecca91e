import type { ReactNode } from "react";
import { useT } from "../i18n";

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link to another site: opens in a new tab without giving that page a handle on this one,
 * and tells screen-reader users that it opens a new tab.
 */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}{" "}
      <span aria-hidden="true" className="external-mark">
        ↗
      </span>{" "}
      <span className="visually-hidden">{t("dashboard.opensNewTab")}</span>
    </a>
  );
}
