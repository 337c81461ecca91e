import { graphql } from "../../gql";

/** What the Notifications section shows (issue 30; graph/schema/push.graphqls). */
export const PushSettingsFields = graphql(`
  fragment PushSettingsFields on PushSettings {
    reminder
    reminderMail
    boardNews
    devices {
      id
      label
      createdAt
      lastPushedAt
    }
  }
`);

/** The member's push settings and the key this device subscribes with. */
export const PushSettingsQuery = graphql(`
  query PushSettings {
    pushVapidPublicKey
    myPushSettings {
      ...PushSettingsFields
    }
  }
`);

export const SubscribePushMutation = graphql(`
  mutation SubscribePush($input: PushSubscriptionInput!) {
    subscribePush(input: $input) {
      id
      label
      createdAt
      lastPushedAt
    }
  }
`);

export const UnsubscribePushMutation = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);

/** Removes another of the member's devices; the list comes back without it. */
export const RemovePushDeviceMutation = graphql(`
  mutation RemovePushDevice($id: ID!) {
    removePushDevice(id: $id) {
      ...PushSettingsFields
    }
  }
`);

export const UpdatePushSettingsMutation = graphql(`
  mutation UpdatePushSettings($input: PushSettingsInput!) {
    updatePushSettings(input: $input) {
      ...PushSettingsFields
    }
  }
`);
