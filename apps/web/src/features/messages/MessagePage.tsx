import { Badge, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MESSAGE_MSG } from '@carddogam/contract/messages';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { MemberReportButton } from '../member-reports';
import { badgeQuery, MypageLayout } from '../mypage';
import { BlockList } from './components/BlockList';
import { MessageCompose } from './components/MessageCompose';
import { MessageList } from './components/MessageList';
import { MessageView } from './components/MessageView';
import { isBox, MESSAGE_TABS, messageIdOf, TAB_LABELS, tabOf, type MessageTab } from './lib/message-links';

function pageOf(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
}

function MessageScreen() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const id = messageIdOf(params);
  const page = pageOf(params);
  const badge = useQuery(badgeQuery);
  const unread = badge.data?.message_unread ?? 0;
  const tradePost = Number(params.get('trade_post'));

  const go = (next: Record<string, string>) => setParams(new URLSearchParams(next));

  return (
    <Stack gap="md">
      <ScrollArea type="never">
        <Tabs value={tab} onChange={(next) => next && go({ tab: next })} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label="쪽지함">
            {MESSAGE_TABS.map((t: MessageTab) => (
              <Tabs.Tab
                key={t}
                value={t}
                style={{ whiteSpace: 'nowrap' }}
                rightSection={
                  t === 'inbox' && unread > 0 ? (
                    <Badge
                      size="xs"
                      color="red"
                      circle={unread < 10}
                      aria-label={`읽지 않은 쪽지 ${unread}통`}
                    >
                      {unread > 99 ? '99+' : unread}
                    </Badge>
                  ) : undefined
                }
              >
                {TAB_LABELS[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
      {id !== null && isBox(tab) ? (
        <MessageView
          id={id}
          renderReceivedActions={(sender, messageId) => (
            <MemberReportButton member={sender} source={{ kind: 'message', id: messageId }} />
          )}
        />
      ) : isBox(tab) ? (
        <MessageList
          box={tab}
          page={page}
          onPage={(next) => go({ tab, ...(next > 1 ? { page: String(next) } : {}) })}
        />
      ) : tab === 'write' ? (
        <MessageCompose
          // A new ?to= (a reply, a popup's 쪽지 보내기) starts a new form.
          key={`${params.get('to') ?? ''}:${params.get('trade_post') ?? ''}`}
          initialTo={params.get('to') ?? ''}
          tradePostId={Number.isInteger(tradePost) && tradePost > 0 ? tradePost : null}
        />
      ) : (
        <BlockList />
      )}
      <Text size="xs" c="dimmed">
        {MESSAGE_MSG.retention}
      </Text>
    </Stack>
  );
}

/** /mypage/message: 받은쪽지, 보낸쪽지, 쪽지쓰기 (?to={nickname}) and the block list (decision 032). */
export default function MessagePage() {
  return (
    <RequireLogin>
      {() => (
        <MypageLayout title="쪽지">
          <MessageScreen />
        </MypageLayout>
      )}
    </RequireLogin>
  );
}
