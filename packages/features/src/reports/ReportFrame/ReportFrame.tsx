import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { isAddressMessage, isHeightMessage } from './height-message';

/** Props of {@link ReportFrame}. */
export interface ReportFrameProps {
  /** The embed page's name (`Marca` → `/Emplacamento/Marca`). */
  embed: string;
  /** The frame's accessible title (the route's title). */
  title: string;
}

/** Height before the page says its own: about a screen, so nothing jumps on a laptop. */
const INITIAL_HEIGHT = 720;

/**
 * A report route's content: the report page in an iframe whose base URL is the tenant's
 * `reportsBaseUrl` (the portal itself by default, or a legacy report server). The page posts its
 * height, so the frame grows with it and the portal page scrolls, never the frame.
 */
export function ReportFrame({ embed, title }: ReportFrameProps) {
  const session = useSession();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const location = useLocation();
  const navigate = useNavigate();
  // The route's query string opens the page with the same choice (a shared dynamic table); read
  // once, so the page's own later address changes never reload the frame.
  const [src] = useState(
    () => `${session.reportsBaseUrl.replace(/\/$/, '')}/Emplacamento/${embed}${location.search}`,
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's page may size it.
      if (event.source !== frame.current?.contentWindow) return;
      if (isHeightMessage(event.data)) setHeight(Math.ceil(event.data.altura));
      else if (isAddressMessage(event.data))
        void navigate({ search: event.data.busca }, { replace: true });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [navigate]);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      style={{ width: '100%', height, border: 0, display: 'block', colorScheme: 'normal' }}
    />
  );
}
