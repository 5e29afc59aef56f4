import { BoardAdminLayout } from './components/BoardAdminLayout';
import { CategoryScreen } from './components/category/CategoryScreen';

/** /admin/board/category: 관리자 sets up the board groups and every board's settings. */
export default function CategoryPage() {
  return (
    <BoardAdminLayout title="게시판 설정" access="admin">
      {() => <CategoryScreen />}
    </BoardAdminLayout>
  );
}
