//! The network family: what a command tried to reach beyond the rehearsal, and what the names it
//! looked up carry. What it tried to reach ([`Reach`]) is weighed once, by `secret.exfiltration`
//! (what was read first, or a protected value sent) and then by `network.attempt` (the rest).

pub(crate) mod attempt;
pub(crate) mod dns_exfiltration;

use crate::approver::scope::TaskScope;
use crate::approver::wall::WallContext;
use foresee_report::{LookupEffect, NetworkEffect, escape};

/// What a command tried to reach that would leave the rehearsal, with what it read first and
/// what it sent.
pub(crate) struct Reach {
    /// Destinations and names, escaped, sorted, each once.
    pub external: Vec<String>,
    /// What the command read before it reached out (credential classes from their files).
    pub read_then_sent: Vec<String>,
    /// A protected file's value in what a connection sent: the request itself carries it.
    pub values_sent: Vec<String>,
    /// Credentials the connections carried, sorted, each once.
    pub carried: Vec<String>,
    /// What the reason adds: clients that did not trust foresee's certificate, and the user's
    /// rules that would let the destinations through ([`attempt::unseen`], [`attempt::let_through`]).
    pub notes: String,
}

impl Reach {
    pub fn of(ctx: &WallContext) -> Reach {
        let e = ctx.effects;
        // A connection to this machine's loopback that nothing in the rehearsal served wanted a
        // service of the host (a database, a collector, a local proxy): the rehearsal has its
        // own empty loopback, so what it would send there went unseen.
        let mut host_service = host_services(ctx.scope, &e.network);
        if ctx.scope.diagnoses() {
            host_service.retain(|n| !is_probe(n));
        }
        // A package manager's own connection to its registry counts as its lookup does (below),
        // and one let through to an approved destination as approved, unless it carries a
        // credential or a protected value.
        let outside: Vec<&NetworkEffect> = e
            .network
            .iter()
            .filter(|n| matches!(n.op.as_str(), "connect" | "send") && !n.loopback)
            // A probe, for a request that diagnoses or checks: reported, not asked about.
            .filter(|n| !(ctx.scope.diagnoses() && is_probe(n)))
            .filter(|n| {
                // Let through to an approved destination: the user approved it.
                let approved = n.forwarded;
                let own = n.name.as_deref().is_some_and(|name| ctx.registries.is_own(&n.process, name));
                // A credential carried to where it is kept for is its use there.
                let credentials_asked = !n.credentials.is_empty() && !n.own_credential;
                !(approved || own) || credentials_asked || !n.protected_values.is_empty()
            })
            .collect();
        // A name connected to is named by its connection.
        let connected: std::collections::HashSet<&str> =
            e.network.iter().filter_map(|n| n.name.as_deref()).collect();
        let lookups: Vec<&LookupEffect> = e
            .lookups
            .iter()
            .filter(|l| !is_local_name(&l.name) && !ctx.registries.is_own(&l.process, &l.name))
            .filter(|l| !connected.contains(l.name.as_str()))
            .collect();
        let external: Vec<String> = outside
            .iter()
            .map(|n| escape::escape_bytes(n.shown().as_bytes()))
            .chain(host_service.iter().map(|n| {
                format!(
                    "{} (a service on this machine; nothing in the rehearsal listened there)",
                    escape::escape_bytes(n.destination.as_bytes())
                )
            }))
            .chain(lookups.iter().map(|l| escape::escape_bytes(l.name.as_bytes())))
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let mut read_then_sent: Vec<String> = outside
            .iter()
            .chain(&host_service)
            .flat_map(|n| n.after_reading.iter().cloned())
            .chain(lookups.iter().flat_map(|l| l.after_reading.iter().cloned()))
            .collect();
        read_then_sent.sort();
        read_then_sent.dedup();
        // A protected file's value in what a connection sent: the request itself carries it.
        let mut values_sent: Vec<String> = outside
            .iter()
            .flat_map(|n| n.protected_values.iter().map(|v| format!("{v} to {}", n.shown())))
            .map(|v| escape::escape_bytes(v.as_bytes()))
            .collect();
        values_sent.sort();
        values_sent.dedup();
        let mut carried: Vec<String> = outside.iter().flat_map(|n| n.credentials.iter().cloned()).collect();
        carried.sort();
        carried.dedup();
        let notes = attempt::unseen(&outside) + &attempt::let_through(&outside);
        Reach { external, read_then_sent, values_sent, carried, notes }
    }
}

/// Whether a connection only probed: it sent nothing (`nc -z`, a TCP connect), or a plain read
/// (`GET`, `HEAD`, `OPTIONS` with no body, no credential, no cookie or authorization header,
/// no protected value, a short query at most), from a process that read no secret before it.
/// A TLS request foresee could not read is no probe: what it sent is unknown.
pub(crate) fn is_probe(n: &NetworkEffect) -> bool {
    let clean = n.after_reading.is_empty() && n.credentials.is_empty() && n.protected_values.is_empty();
    let sent_nothing = n.bytes == Some(0) && n.method.is_none();
    let read_only = n.method.as_deref().is_some_and(|m| matches!(m, "GET" | "HEAD" | "OPTIONS"))
        && n.body_bytes.unwrap_or(0) == 0
        && !n.headers.iter().any(|h| {
            matches!(h.to_ascii_lowercase().as_str(), "authorization" | "cookie" | "proxy-authorization")
        })
        && n.path.as_deref().is_none_or(|p| p.split_once('?').is_none_or(|(_, q)| q.len() <= 64));
    clean && (sent_nothing || read_only)
}

/// Connections and datagrams to a loopback port no process of the command bound (its own
/// test server is no host service), and that the request does not speak of (`localhost`, the
/// port's number). foresee's resolver (port 53) is not one, nor a daemon on its well-known
/// port ([`LOCAL_SERVICE_PORTS`]: a database, a cache, a package mirror, a telemetry
/// collector), which is the machine's own; any other port may as well be a tunnel or a proxy
/// that leads off the machine (`ssh -L`, a SOCKS or HTTP proxy).
fn host_services<'a>(scope: &TaskScope, net: &'a [NetworkEffect]) -> Vec<&'a NetworkEffect> {
    if scope.says_prefix(&["localhost", "127.0.0.1", "[::1]"]) {
        return Vec::new();
    }
    // The port of an `ip:port` or `[ip6]:port` destination (not of a Unix socket).
    let port_of = |d: &str| -> Option<u16> {
        let (ip, port) = d.rsplit_once(':')?;
        ip.trim_start_matches('[').trim_end_matches(']').parse::<std::net::IpAddr>().ok()?;
        port.parse().ok()
    };
    let bound: Vec<u16> = net
        .iter()
        .filter(|n| n.op == "bind" || n.op == "listen")
        .filter_map(|n| port_of(&n.destination))
        .collect();
    // A server on a port the kernel picks: its clients reach it on an ephemeral port.
    let ephemeral = bound.contains(&0);
    net.iter()
        .filter(|n| n.loopback && matches!(n.op.as_str(), "connect" | "send"))
        .filter(|n| {
            port_of(&n.destination).is_some_and(|port| {
                port != 53
                    && port != 0
                    && !LOCAL_SERVICE_PORTS.contains(&port)
                    && !bound.contains(&port)
                    && (!ephemeral || port < 32768)
                    && !scope.says(&port.to_string())
            })
        })
        .collect()
}

/// Names that never leave the machine: single labels and `localhost`.
pub(crate) fn is_local_name(name: &str) -> bool {
    let n = name.trim_end_matches('.').to_ascii_lowercase();
    !n.contains('.') || n == "localhost" || n.ends_with(".localhost")
}

/// Ports of daemons a developer runs on their own machine: databases (PostgreSQL, MySQL, SQL
/// Server, Oracle, MongoDB, Cassandra, CouchDB, InfluxDB, Elasticsearch), caches (Redis,
/// memcached), brokers (AMQP, MQTT, Kafka, ZooKeeper, NATS), service registries (etcd,
/// Consul), package mirrors (devpi, Verdaccio) and telemetry (OTLP, statsd, Zipkin, Jaeger,
/// Prometheus and its push gateway, fluentd).
const LOCAL_SERVICE_PORTS: &[u16] = &[
    5432, 3306, 1433, 1521, 27017, 9042, 5984, 8086, 9200, 9300, 6379, 11211, 5672, 1883, 9092, 2181, 4222,
    2379, 8500, 3141, 4873, 4317, 4318, 8125, 9411, 14268, 6831, 9090, 9091, 24224,
];
