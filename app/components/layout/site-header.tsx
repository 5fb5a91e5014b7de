import { HydrateLater, keptKey } from "#app/lib/hydrate-later.tsx";
import { useShopDetails } from "#app/lib/shop-details.ts";
import { AccountMenu } from "./account-menu.tsx";
import { BasketLink } from "./basket-link.tsx";
import { CategoryNav, type Navigation } from "./category-nav.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { PromiseStrip } from "./promise-strip.tsx";
import { SearchBox } from "./search-box.tsx";
import { TopBar } from "./top-bar.tsx";

export function SiteHeader({ navigation }: { navigation: Navigation }) {
  // Decision 044: the parts drawn from their inputs alone (named in their keys) are drawn once.
  const shop = useShopDetails();
  return (
    <header>
      <HydrateLater>
        <TopBar />
        <PromiseStrip />
      </HydrateLater>
      <div className="border-b border-border bg-white">
        <div className="mx-auto flex h-20 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-8">
          <HydrateLater first>
            <MobileMenu navigation={navigation} />
          </HydrateLater>
          <HydrateLater keep={keptKey("logo", shop)}>
            <Logo />
          </HydrateLater>
          <HydrateLater keep={keptKey("header-search")}>
            <SearchBox id="header-search" className="hidden flex-1 md:block lg:max-w-xl" />
          </HydrateLater>
          <div className="ml-auto flex items-center gap-1 sm:gap-3">
            <HydrateLater>
              <AccountMenu />
              <BasketLink />
            </HydrateLater>
          </div>
        </div>
        <div className="px-4 pb-3 md:hidden">
          <HydrateLater keep={keptKey("header-search-small")}>
            <SearchBox id="header-search-small" />
          </HydrateLater>
        </div>
      </div>
      <HydrateLater first keep={keptKey("category-nav", navigation)}>
        <CategoryNav navigation={navigation} />
      </HydrateLater>
    </header>
  );
}
