import { Button, Group, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { boardMenuQuery } from '../api/board-queries';
import { boardStart, listHref } from '../lib/list-state';
import { useIsMobile } from '../../../lib/use-is-mobile';

/**
 * The board menu: every board the viewer may list, by group, so a member moves between boards from any
 * board page. A phone scrolls each group's row sideways instead of wrapping it.
 */
export function BoardMenu({ current }: { current: string | null }) {
  const isMobile = useIsMobile();
  const { data, isPending, isError } = useQuery(boardMenuQuery);
  if (isPending) return <Skeleton h={isMobile ? 64 : 72} radius="md" />;
  if (isError) {
    return (
      <Text size="sm" c="dimmed">
        게시판 메뉴를 불러오지 못했습니다.
      </Text>
    );
  }
  return (
    <Paper component="nav" aria-label="게시판 메뉴" withBorder radius="md" px="sm" py={6}>
      <Stack gap={4}>
        {data.map((group) => {
          const links = group.boards.map((board) => {
            const active = board.name === current;
            return (
              <Button
                key={board.id}
                component={Link}
                to={listHref(boardStart({ group: board.group, name: board.name }))}
                size="compact-sm"
                variant={active ? 'filled' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-current={active ? 'page' : undefined}
                style={{ flexShrink: 0 }}
              >
                {board.name}
              </Button>
            );
          });
          return (
            <Group key={group.id} gap="xs" wrap="nowrap" align="center">
              <Text size="xs" fw={700} c="dimmed" w={isMobile ? 52 : 64} style={{ flexShrink: 0 }}>
                {group.name}
              </Text>
              {isMobile ? (
                <ScrollArea type="never" style={{ flex: 1 }}>
                  <Group gap={4} wrap="nowrap">
                    {links}
                  </Group>
                </ScrollArea>
              ) : (
                <Group gap={4} wrap="wrap" style={{ flex: 1 }}>
                  {links}
                </Group>
              )}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
