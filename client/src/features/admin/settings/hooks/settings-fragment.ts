import { graphql } from '../../../../gql';

/** Every system setting the back office edits. */
export const AdminSettingsFragmentDoc = graphql(`
  fragment AdminSettings on SystemSettings {
    payment {
      bankName
      accountHolder
      ibanTry
      ibanUsd
      swiftCode
      syriatelCashNumber
      mtnCashNumber
      acceptCash
      reminderAfterDays
      maxReminders
      autoCancelAfterDays
    }
    notifications {
      emailEnabled
      notifyNewOrder
      notifyPayment
      notifyStatusChange
      adminEmail
    }
    languages {
      defaultLanguage
      enabledLanguages
    }
    security {
      twoFactorEnabled
      sessionTimeout
      maxLoginAttempts
      passwordMinLength
      requireEmailVerification
    }
    backup {
      autoBackup
      backupFrequency
      backupTime
      keepBackups
    }
    documents {
      rejectionReasons {
        ar
        tr
        en
      }
    }
    calendar {
      workingDays
      holidays {
        date
        name
      }
    }
  }
`);
