import { ChevronDownIcon, SparklesIcon } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { Link } from "react-router";
import {
  navigationGroupLimit,
  type CategoryGrouping,
  type CollectionSummary,
} from "#core/catalogue/category-groups.ts";

export type Navigation = CategoryGrouping<CollectionSummary>;

/** Desktop category bar: the first six groups, each opening its collections; View All. */
export function CategoryNav({ navigation }: { navigation: Navigation }) {
  const groups = navigation.groups.slice(0, navigationGroupLimit);
  return (
    <div className="hidden border-b border-border bg-white lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-6">
        <NavigationMenu.Root aria-label="Categories" className="relative">
          <NavigationMenu.List className="flex items-center">
            {groups.map((group) => (
              <NavigationMenu.Item key={group.key} className="relative">
                <NavigationMenu.Trigger className="group flex h-12 items-center gap-1 px-3 text-sm font-semibold text-slate-800 hover:text-brand-700 data-[state=open]:text-brand-700">
                  {group.label}
                  <ChevronDownIcon
                    className="size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="absolute top-full left-0 z-40 w-max min-w-64 rounded-b-lg border border-border bg-white p-3 shadow-xl">
                  <ul className="grid gap-0.5">
                    {group.collections.map((collection) => (
                      <li key={collection.handle}>
                        <NavigationMenu.Link asChild>
                          <Link
                            to={`/collections/${collection.handle}`}
                            className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                          >
                            {collection.title}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </NavigationMenu.Content>
              </NavigationMenu.Item>
            ))}
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <Link
                  to="/collections"
                  className="flex h-12 items-center px-3 text-sm font-semibold text-brand-700 hover:text-brand-900"
                >
                  View All
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <Link
          to="/embroidery-and-printing"
          className="flex items-center gap-2 rounded-full bg-accent-400 px-4 py-1.5 text-sm font-semibold text-brand-950 hover:bg-accent-300"
        >
          <SparklesIcon className="size-4" aria-hidden />
          Customisable Clothing
        </Link>
      </div>
    </div>
  );
}
