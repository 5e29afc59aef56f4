import { Anchor, Image } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EVENT_BANNER_TYPE } from '@carddogam/contract/constants';
import { bannerQuery } from '../api/banner-queries';
import { eventPostOf, eventPostPath } from '../lib/event-post';

/**
 * The card page's event banner (§2.3 item 12): the image of the first banner of type
 * 'card_detail_event', opening the event board post its link names in a new tab. Without such a banner,
 * or when its link is not a board post, nothing is shown.
 */
export function EventBanner() {
  const { data } = useQuery(bannerQuery(EVENT_BANNER_TYPE));
  const banner = data?.[0];
  const post = banner && !banner.is_ads ? eventPostOf(banner.link) : null;
  if (!banner || !post || !banner.banner_image) return null;
  return (
    <Anchor
      href={eventPostPath(post)}
      target="_blank"
      rel="noopener noreferrer"
      display="block"
      data-banner={EVENT_BANNER_TYPE}
    >
      <Image
        src={`/upload/banner_image/${encodeURIComponent(banner.banner_image)}`}
        alt="이벤트 참여하기"
        w="100%"
        fit="contain"
        radius="md"
      />
    </Anchor>
  );
}
