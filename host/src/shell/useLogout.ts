import { endSession } from '@brass/shared/api';
import { useNavigate } from '@brass/shared/router';

/** Logout from the shell's menus: the session ends (the API clears its cookie) and the shopper goes home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    void endSession();
    void navigate('/');
  };
}
