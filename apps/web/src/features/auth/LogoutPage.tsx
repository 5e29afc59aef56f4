import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../../lib/session';

/** /auth/logout: ends the session and returns home. */
export default function LogoutPage() {
  const { logout } = useSession();
  const navigate = useNavigate();
  // Strict mode runs effects twice in development; one logout call is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate('/', { replace: true }));
  }, [logout, navigate]);

  return <PageLoader />;
}
