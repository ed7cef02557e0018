import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` (the list) after a save, once the saved values are the form's baseline: navigating
 * any earlier would meet the unsaved-changes guard. Returns what the form's `onSaved` calls.
 */
export function useReturnAfterSave(dirty: boolean, to: string): () => void {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved && !dirty) void navigate(to);
  }, [saved, dirty, navigate, to]);
  return () => {
    setSaved(true);
  };
}
