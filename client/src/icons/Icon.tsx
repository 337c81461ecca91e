import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame of every line icon in the app (24×24, stroked in the text colour). Icons are
 * decorative — always aria-hidden — so the control or text beside one carries the meaning.
 */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
