import { NATIONS, type Nation } from '@carddogam/contract/constants';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { setListHref } from './lib/set-links';
import { SetDetailView } from './SetDetailView';
import { SetListView } from './SetListView';

const nationOf = (value: string | null): Nation | null => NATIONS.find((nation) => nation === value) ?? null;

/**
 * /set (§2.2): every set of the three editions, or with ?nation=&name= one set's cards. One route keeps the
 * set pages where the spec puts them, and the query names the set as the cards do (edition and name).
 */
export default function SetPage() {
  const [params, setParams] = useSearchParams();
  const nation = nationOf(params.get('nation'));
  const name = params.get('name')?.trim() ?? '';

  if (nation && name) {
    return (
      <PageFrame title={name} back={{ to: setListHref(nation), label: '제품 목록' }}>
        <SetDetailView nation={nation} name={name} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="제품 목록">
      <SetListView
        nation={nation}
        onNation={(next) => setParams(next ? { nation: next } : {}, { replace: true })}
      />
    </PageFrame>
  );
}
