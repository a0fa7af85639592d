import { Fragment, type ReactNode } from "react";

// A small, safe Markdown subset for texts the care organisation writes (the messaging
// announcement's description, spec part 2 §2): paragraphs (blank lines), line breaks, "- " or
// "* " bullet lists, **bold**, *italic* and [links](https://…). Everything becomes React elements,
// so any HTML in the text is shown as text, never run; a link goes only to http(s), mailto or tel.

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) nodes.push(text.slice(last, at));
    const key = `${keyPrefix}-${index++}`;
    const [whole, bold, italic, label, target] = match;
    if (bold !== undefined) nodes.push(<strong key={key}>{inline(bold, key)}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key}>{inline(italic, key)}</em>);
    else if (label !== undefined && target !== undefined && SAFE_LINK.test(target)) nodes.push(<a key={key} href={target} rel="noopener noreferrer">{label}</a>);
    else nodes.push(whole);
    last = at + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

function lines(text: string, keyPrefix: string): ReactNode[] {
  return text.split("\n").map((line, index) => (
    <Fragment key={`${keyPrefix}-${index}`}>
      {index > 0 ? <br /> : null}
      {inline(line, `${keyPrefix}-${index}`)}
    </Fragment>
  ));
}

/** Renders `source` as paragraphs and lists. */
export function Markdown({ source }: { source: string }) {
  const blocks = source.replace(/\r\n?/g, "\n").trim().split(/\n\s*\n/);
  return (
    <>
      {blocks.map((block, index) => {
        const key = `b${index}`;
        const rows = block.split("\n");
        if (rows.every((row) => /^\s*[-*]\s+/.test(row))) {
          return (
            <ul key={key}>
              {rows.map((row, item) => (
                <li key={`${key}-${item}`}>{inline(row.replace(/^\s*[-*]\s+/, ""), `${key}-${item}`)}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{lines(block, key)}</p>;
      })}
    </>
  );
}
