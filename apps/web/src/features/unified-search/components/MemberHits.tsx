import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { UnifiedMember } from '@carddogam/contract/calls/unified-search';
import { UserBadge } from '../../../components/user/UserBadge';
import { profileHref } from '../lib/search-links';
import { Marked } from './Marked';

/** Members whose nickname holds the word, each leading to their profile with their posts. */
export function MemberHits({ rows, q }: { rows: UnifiedMember[]; q: string }) {
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((member) => (
        <Group key={member.user_id} component="li" gap={6} wrap="nowrap">
          <UserBadge type={member.type} grade={member.grade} size="xs" />
          <Anchor component={Link} to={profileHref(member.user_id)} size="sm" fw={600}>
            <Marked q={q} size="sm" inherit>
              {member.nickname}
            </Marked>
          </Anchor>
        </Group>
      ))}
    </Group>
  );
}
