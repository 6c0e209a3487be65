// The few options of the scheduler and executor binaries, `--name value`
// each, read without a parser crate, and what the two share about the
// address they listen on.

use std::net::IpAddr;

use ballista_core::config::TaskSchedulingPolicy;

/// The value of `--name`, or `default`; exits with a message when the
/// value is not of its type or an option is unknown.
pub fn option<T: std::str::FromStr>(known: &[&str], name: &str, default: T) -> T {
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let key = pair[0].trim_start_matches("--");
        if !pair[0].starts_with("--") || !known.contains(&key) || pair.len() < 2 {
            eprintln!("usage: {} {}", binary(), usage(known));
            std::process::exit(2);
        }
        if key == name {
            return pair[1].parse().unwrap_or_else(|_| {
                eprintln!("{}: --{name}: not a valid value: {}", binary(), pair[1]);
                std::process::exit(2)
            });
        }
    }
    default
}

/// The host to tell the rest of the cluster when `--external-host` is not
/// given: the address listened on, so that a process on loopback is not
/// advertised at an address it does not listen on; none for an
/// unspecified address (`0.0.0.0`, `::`), which listens on them all.
pub fn advertised(bind: IpAddr) -> Option<String> {
    (!bind.is_unspecified()).then(|| bind.to_string())
}

/// Says on standard error, before listening on anything but loopback, who
/// can then use the cluster and what for (`can`): Ballista 55 neither
/// authenticates nor encrypts its ports (docs/sql.md, "Who may use the
/// cluster").
pub fn warn_if_exposed(bind: IpAddr, ports: &[u16], can: &str) {
    if bind.is_loopback() {
        return;
    }
    let ports: Vec<String> = ports.iter().map(u16::to_string).collect();
    eprintln!(
        "{}: warning: listening on {bind}, {} {}, with no authentication and no TLS: \
         anyone who can reach it can {can}. Keep it behind a firewall or a tunnel \
         (docs/sql.md, \"Who may use the cluster\").",
        binary(),
        if ports.len() == 1 { "port" } else { "ports" },
        ports.join(" and ")
    );
}

/// `--scheduling push-staged` (the scheduler sends tasks, Ballista's
/// default) or `pull-staged` (executors ask for them); scheduler and
/// executors must agree.
pub fn scheduling(known: &[&str]) -> TaskSchedulingPolicy {
    match option(known, "scheduling", "push-staged".to_owned()).as_str() {
        "push-staged" => TaskSchedulingPolicy::PushStaged,
        "pull-staged" => TaskSchedulingPolicy::PullStaged,
        other => {
            eprintln!(
                "{}: --scheduling: push-staged or pull-staged, not {other}",
                binary()
            );
            std::process::exit(2)
        }
    }
}

fn binary() -> String {
    std::env::args().next().unwrap_or_default()
}

fn usage(known: &[&str]) -> String {
    known
        .iter()
        .map(|k| format!("[--{k} VALUE]"))
        .collect::<Vec<_>>()
        .join(" ")
}
