import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The `?token=` of a mailed link, read once when the screen opens. The address bar then drops
 *  it (the history entry is replaced), so the token stays out of the browser's history and of
 *  whatever reads the address later. */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token')?.trim() || null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('token')) return;
    params.delete('token');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate]);

  return token;
}
