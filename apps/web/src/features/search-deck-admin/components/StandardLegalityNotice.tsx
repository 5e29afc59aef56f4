import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { standardCheckQuery } from '../api/settings-queries';

/**
 * The builder's standard check: under 스탠다드, the cards the rotation in force (/admin/deck/renewal) leaves
 * out are named. The deck may still be saved; the rotation only informs.
 */
export function StandardLegalityNotice({
  cardIds,
  regulation,
}: {
  cardIds: readonly string[];
  regulation: string;
}) {
  const ids = [...new Set(cardIds)].sort();
  const check = useQuery({
    ...standardCheckQuery(ids),
    enabled: regulation === '스탠다드' && ids.length > 0,
  });
  const illegal = check.data?.illegal.filter((c) => ids.includes(c.card_id)) ?? [];
  if (regulation !== '스탠다드' || illegal.length === 0 || !check.data) return null;
  const names = [...new Set(illegal.map((c) => c.name_en))];
  return (
    <Alert color="orange" title="스탠다드에서 쓸 수 없는 카드" data-testid="standard-illegal">
      <Text size="sm">
        {`${check.data.effective_from} 기준 스탠다드(${check.data.legal_marks.join(', ')})에서 쓸 수 없는 카드: ${names.join(', ')}`}
      </Text>
    </Alert>
  );
}
