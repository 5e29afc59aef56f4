import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import {
  PROPOSAL_KIND_LABEL,
  PROPOSAL_KINDS,
  PROPOSAL_ORIGIN_LABEL,
  PROPOSAL_ORIGINS,
  PROPOSAL_STATES,
  TRANSLATED_SOURCE_LABEL,
  TRANSLATED_SOURCES,
} from '@carddogam/contract/calls/translate-admin';
import type { TranslatedFilter } from '../api/keys';

type Choice = Omit<TranslatedFilter, 'page'>;

const options = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** 구분, and for proposals 종류·제안 출처·상태; the text filter on Enter. */
export function TranslatedFilters({
  filter,
  onChange,
}: {
  filter: Choice;
  onChange: (next: Choice) => void;
}) {
  const [typed, setTyped] = useState(filter.text);
  const proposals = filter.source === 'proposal';
  const change = (patch: Partial<Choice>) => onChange({ ...filter, ...patch });

  return (
    <Group gap="xs" wrap="wrap">
      <Select
        size="xs"
        w={170}
        aria-label="구분"
        allowDeselect={false}
        data={options(TRANSLATED_SOURCES, (s) => TRANSLATED_SOURCE_LABEL[s])}
        value={filter.source}
        onChange={(value) => value && change({ source: value as Choice['source'] })}
      />
      {proposals && (
        <>
          <Select
            size="xs"
            w={100}
            aria-label="종류"
            allowDeselect={false}
            data={options(PROPOSAL_KINDS, (k) => PROPOSAL_KIND_LABEL[k])}
            value={filter.kind}
            onChange={(value) => value && change({ kind: value as Choice['kind'] })}
          />
          <Select
            size="xs"
            w={130}
            aria-label="제안 출처"
            allowDeselect={false}
            data={options(
              ['전체', ...PROPOSAL_ORIGINS] as const,
              (o) => PROPOSAL_ORIGIN_LABEL[o] ?? '전체 출처',
            )}
            value={filter.origin}
            onChange={(value) => value && change({ origin: value as Choice['origin'] })}
          />
          <Select
            size="xs"
            w={100}
            aria-label="상태"
            allowDeselect={false}
            data={options(PROPOSAL_STATES, (s) => (s === '전체' ? '전체 상태' : s))}
            value={filter.state}
            onChange={(value) => value && change({ state: value as Choice['state'] })}
          />
        </>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change({ text: typed.trim() });
        }}
      >
        <TextInput
          size="xs"
          aria-label="카드 검색"
          placeholder="카드 번호·영어·한글"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </form>
    </Group>
  );
}
