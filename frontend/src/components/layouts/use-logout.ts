import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Signs out, says so, and goes home. */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const { showToast } = useToast();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    showToast('You have been logged out.', 'info');
    navigate(paths.home.getHref());
  }, [logout, showToast, navigate]);
}
