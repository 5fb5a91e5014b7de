import { Loader2Icon, PlusIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { parseDecimal } from "./admin-api.ts";
import { useAdminChange } from "./use-admin-change.ts";
import { Field } from "./admin-ui.tsx";
import { CustomerPicker, type PickedCustomer } from "./customer-picker.tsx";
import { Checkbox, MoneyInput } from "./money-input.tsx";

// Opening a credit account for a customer who has none: balance £0, the limit the admin sets.

export function NewCreditAccountDialog({ onCreated }: { onCreated: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const { errors, setErrors, isSaving, send } = useAdminChange();
  const revalidator = useRevalidator();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!customer) return setErrors({ userId: "Choose a customer" });
    const result = await send<{ id: string }>(
      "/credit-accounts",
      {
        method: "POST",
        body: {
          userId: customer.id,
          creditLimit: parseDecimal(String(form.get("newCreditLimit"))),
          isActive: form.get("newIsActive") === "on",
        },
      },
      {
        success: `Credit account opened for ${customer.name}`,
        failure: "Failed to create the credit account",
      },
    );
    if (!result.ok) return;
    setOpen(false);
    setCustomer(null);
    await revalidator.revalidate();
    onCreated(result.data.id);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <PlusIcon aria-hidden />
          New credit account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>New credit account</DialogTitle>
        <DialogDescription>
          The account starts with nothing owed. Orders on account are allowed up to the limit.
        </DialogDescription>
        <form
          onSubmit={create}
          className="mt-5 space-y-4"
          noValidate
          aria-label="New credit account"
        >
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-800">Customer</p>
            <CustomerPicker
              value={customer}
              onChange={setCustomer}
              error={errors["userId"]}
              disableWithCreditAccount
            />
          </div>
          <Field id="newCreditLimit" label="Credit limit" error={errors["creditLimit"]}>
            <MoneyInput
              id="newCreditLimit"
              name="newCreditLimit"
              placeholder="0.00"
              error={errors["creditLimit"]}
            />
          </Field>
          <div className="flex items-center justify-between gap-3">
            <Checkbox name="newIsActive" label="Account active" defaultChecked />
            <Button type="submit" disabled={isSaving}>
              {isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
              Open account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
