import { Stack, Text } from '@mantine/core';
import { EVIDENCE_FACTS, EVIDENCE_LABEL, type LinkProposalRow } from '@carddogam/contract/calls/card-links';

/** The facts of a proposal, each with ✓ when both cards agree and ✗ when they differ. */
export function EvidenceList({ evidence }: { evidence: LinkProposalRow['evidence'] }) {
  return (
    <Stack gap={2}>
      {EVIDENCE_FACTS.filter((fact) => evidence[fact]).map((fact) => {
        const { from, to, same } = evidence[fact]!;
        return (
          <Text key={fact} size="xs" c={same ? 'green' : 'red'}>
            {same ? '✓' : '✗'} {EVIDENCE_LABEL[fact]}: {from || '-'} / {to || '-'}
          </Text>
        );
      })}
    </Stack>
  );
}
