import { useMemo, useState } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PolicyPage } from '@carddogam/contract/calls/policy-pages';
import { useSession } from '../../lib/session';
import { policyTextQuery } from './api/policy-queries';
import { PolicyEditor } from './components/PolicyEditor';
import { parsePolicyMarkup, policyTextToMarkup } from './lib/policy-markup';
import { PolicyDocument } from './PolicyDocument';
import type { PolicyText } from './policy-text';

interface PolicyViewProps {
  page: PolicyPage;
  /** The text built into the app, in force while 관리자 has saved none. */
  builtIn: PolicyText;
}

/**
 * A policy page: the text 관리자 saved, or the built-in one. If the saved text cannot be fetched the
 * built-in one shows, so the terms and the privacy policy are never a blank page. 관리자 get an edit mode.
 */
export function PolicyView({ page, builtIn }: PolicyViewProps) {
  const { user } = useSession();
  const stored = useQuery(policyTextQuery(page));
  const [editing, setEditing] = useState(false);
  const savedText = stored.data?.text ?? null;
  const markup = useMemo(() => savedText ?? policyTextToMarkup(builtIn), [savedText, builtIn]);
  const doc = useMemo(() => parsePolicyMarkup(markup), [markup]);

  if (stored.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="불러오는 중" />
      </Center>
    );
  }
  if (editing) {
    return (
      <PolicyEditor
        page={page}
        title={builtIn.title}
        initial={markup}
        saved={savedText !== null}
        onDone={() => setEditing(false)}
      />
    );
  }
  const isAdmin = user?.type === '관리자';
  const note =
    isAdmin && stored.data?.updated
      ? `최종 수정 ${stored.data.updated} (${stored.data.updated_by || '알 수 없음'})`
      : null;
  return (
    <PolicyDocument
      title={builtIn.title}
      doc={doc}
      note={note}
      actions={
        isAdmin && (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            수정
          </Button>
        )
      }
    />
  );
}
