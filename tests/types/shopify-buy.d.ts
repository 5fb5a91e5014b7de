// Just enough of Shopify's JS Buy SDK (shopify-buy 3.x, untyped) for the compatibility tests.
declare module "shopify-buy" {
  type Model = Record<string, any>;
  type BuyClient = {
    product: {
      fetchAll(first?: number): Promise<Model[]>;
      fetchByHandle(handle: string): Promise<Model | null>;
      fetch(id: string): Promise<Model | null>;
    };
    collection: {
      fetchAllWithProducts(options?: { first?: number; productsFirst?: number }): Promise<Model[]>;
      fetchByHandle(handle: string): Promise<Model | null>;
    };
    shop: { fetchInfo(): Promise<Model>; fetchPolicies(): Promise<Model> };
  };
  const Client: {
    buildClient(
      config: { domain: string; storefrontAccessToken: string; apiVersion?: string },
      fetchFunction?: (url: string, init: RequestInit) => Promise<Response>,
    ): BuyClient;
  };
  export default Client;
}
