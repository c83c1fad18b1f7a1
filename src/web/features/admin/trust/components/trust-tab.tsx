import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AccountAddresses } from './account-addresses';
import { ContestedAccounts } from './contested-accounts';
import { OfficialSiteSuggestions } from './official-site-suggestions';
import { ProofQueue } from './proof-queue';
import { TrustFlags } from './trust-flags';

/**
 * Trust: the flags detection opened, the proofs that broke or contradict their account, the
 * official sites waiting for a moderator, the accounts the person's own evidence contests,
 * and the accounts whose kept url is not their profile address.
 */
export function TrustTab() {
  return (
    <section aria-labelledby="trust-heading" className="flex flex-col gap-4">
      <h2 id="trust-heading" className="text-xl font-semibold tracking-tight">
        Trust
      </h2>
      <Tabs defaultValue="flags">
        {/* Three to a row on a phone, one row wider up. */}
        <TabsList
          className="grid-flow-row grid-cols-3 sm:w-fit sm:grid-flow-col sm:grid-cols-none"
          aria-label="Trust queues"
        >
          <TabsTrigger value="flags">Flags</TabsTrigger>
          <TabsTrigger value="proofs">Proofs</TabsTrigger>
          <TabsTrigger value="official-sites" aria-label="Official sites to confirm">
            <span className="sm:hidden">Sites</span>
            <span className="hidden sm:inline">Official sites</span>
          </TabsTrigger>
          <TabsTrigger value="contested" aria-label="Contested accounts">
            Contested
          </TabsTrigger>
          <TabsTrigger value="addresses" aria-label="Account addresses">
            <span className="sm:hidden">Addresses</span>
            <span className="hidden sm:inline">Account addresses</span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="flags" className="mt-4">
          <TrustFlags />
        </TabsContent>
        <TabsContent value="proofs" className="mt-4">
          <ProofQueue />
        </TabsContent>
        <TabsContent value="official-sites" className="mt-4">
          <OfficialSiteSuggestions />
        </TabsContent>
        <TabsContent value="contested" className="mt-4">
          <ContestedAccounts />
        </TabsContent>
        <TabsContent value="addresses" className="mt-4">
          <AccountAddresses />
        </TabsContent>
      </Tabs>
    </section>
  );
}
