export const SHOP_QUERY = /* GraphQL */ `
  query CatalogueShop {
    shop {
      id
      name
      description
      moneyFormat
      paymentSettings {
        enabledPresentmentCurrencies
      }
      primaryDomain {
        host
        url
        sslEnabled
      }
      privacyPolicy {
        ...ShopPolicyFields
      }
      termsOfService {
        ...ShopPolicyFields
      }
      refundPolicy {
        ...ShopPolicyFields
      }
    }
  }

  fragment ShopPolicyFields on ShopPolicy {
    id
    title
    url
    body
  }
`;
