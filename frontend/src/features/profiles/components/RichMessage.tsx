import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** `<0>inner</0>`, `<1>inner</1>`, … in a translated message. */
const TAGGED_PART = /<(\d+)>(.*?)<\/\1>/s;

/**
 * A translated sentence with a link or bold words inside it: the catalog marks those words
 * `<0>…</0>`, `<1>…</1>`, and each is shown inside the element of that index (`parts`), so the
 * sentence stays one message whose word order each language chooses.
 */
export default function RichMessage({ text, parts }: { text: string; parts: ReactElement[] }) {
  const nodes: ReactNode[] = [];
  let rest = text;
  for (let match = TAGGED_PART.exec(rest); match; match = TAGGED_PART.exec(rest)) {
    const [whole, index, inner] = match;
    nodes.push(rest.slice(0, match.index));
    const part = parts[Number(index)];
    nodes.push(part ? cloneElement(part, { key: nodes.length }, inner) : inner);
    rest = rest.slice(match.index + whole.length);
  }
  nodes.push(rest);
  return <>{nodes}</>;
}
