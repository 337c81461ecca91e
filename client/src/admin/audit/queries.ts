import { graphql } from "../../gql";

/** One page of the audit log, newest first, with the filters applied. */
export const AdminAuditQuery = graphql(`
  query AdminAudit($filter: AuditFilter, $first: Int!, $after: String) {
    adminAudit(filter: $filter, first: $first, after: $after) {
      totalCount
      nodes {
        id
        at
        adminId
        adminName
        action
        objectType
        objectId
        changes {
          field
          before
          after
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The admins to choose from in the audit log's Admin filter. */
export const AuditAdminsQuery = graphql(`
  query AuditAdmins($first: Int!) {
    adminUsers(filter: { role: ADMIN }, first: $first) {
      totalCount
      nodes {
        id
        name
        email
      }
    }
  }
`);
