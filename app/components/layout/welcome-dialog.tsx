import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";

/** spec/storefront.md §2: the welcome announcement; closing it in any way dismisses it. */
export function WelcomeDialog({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Dialog open onOpenChange={(nextOpen) => !nextOpen && onDismiss()}>
      <DialogContent>
        <DialogTitle>Welcome to Our New Website!</DialogTitle>
        <DialogDescription>
          We&apos;re still adding products to our newly built site, so you may not find everything
          from our range just yet. Thank you for your patience — if you need something you
          can&apos;t see, give us a call and we&apos;ll be happy to help.
        </DialogDescription>
        <div className="mt-6 flex justify-end">
          <Button onClick={onDismiss}>Got it, thanks!</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
