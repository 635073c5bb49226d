export interface ContentToken {
  token: string;
  value: string;
}

/** The shop's values a text may quote by name, each with what the shop shows for it now. */
export function TokenList({ tokens }: { tokens: ContentToken[] }) {
  return (
    <p>
      These names are replaced by the shop&apos;s current settings:{' '}
      {tokens.map(({ token, value }, index) => (
        <span key={token}>
          {index > 0 && ', '}
          <code className="rounded bg-shea-100 px-1 text-ink">{token}</code> ({value})
        </span>
      ))}
      .
    </p>
  );
}
