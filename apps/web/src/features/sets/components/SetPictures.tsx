import { Group, Image } from '@mantine/core';
import type { SetSummary } from '@carddogam/contract/calls/sets';

/** The set's logo and symbol where staff uploaded them (nothing otherwise). */
export function SetPictures({ set, height }: { set: SetSummary; height: number }) {
  if (!set.logo && !set.symbol) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {set.logo && <Image src={set.logo} alt={`${set.name} 로고`} h={height} w="auto" fit="contain" />}
      {set.symbol && (
        <Image
          src={set.symbol}
          alt={`${set.name} 심볼`}
          h={Math.round(height * 0.6)}
          w="auto"
          fit="contain"
        />
      )}
    </Group>
  );
}
