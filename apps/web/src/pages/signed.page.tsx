import { useSearchParams } from 'react-router';
import { SignedSummary } from '../features/signing/index.ts';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /signed: after signing, the next steps (issue 6). `?id=` names the request just signed. */
export default function SignedPage() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? undefined;
  return <SignedSummary requestId={id && ID.test(id) ? id : undefined} />;
}
