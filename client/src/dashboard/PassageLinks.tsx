import { useT } from "../i18n";
import { OPENS_BIBLE_APP } from "./reading";
import "./today.css";

export interface PassageLink {
  reference: string;
  url: string;
}

/** Passages, each a link into the programme's Bible app (a new tab), in a list named `label`. */
export function PassageLinks({ passages, label }: { passages: readonly PassageLink[]; label: string }) {
  const t = useT();
  return (
    <ul className="today-passages" aria-label={label}>
      {passages.map((p, i) => (
        <li key={`${i}-${p.reference}`}>
          <a className="today-passage" href={p.url} target="_blank" rel="noopener noreferrer">
            {p.reference}{" "}
            <span aria-hidden="true" className="external-mark">
              ↗
            </span>{" "}
            <span className="visually-hidden">{t(OPENS_BIBLE_APP)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
