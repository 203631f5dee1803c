'use client';
import { LegacyModal, LegacyButton as Btn } from "@acme/ui/legacy";

export function DeleteDialog({ onConfirm }: { onConfirm: () => void }) {
  return (
    <LegacyModal title="Delete project?">
      <Btn variant="danger" onClick={onConfirm}>Delete</Btn>
    </LegacyModal>
  );
}
