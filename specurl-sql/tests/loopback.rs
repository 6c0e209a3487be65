//! A scheduler started with its defaults listens on loopback only: from
//! the machine itself a client reaches it at 127.0.0.1, and at the
//! machine's other address the connection is refused. Ballista 55 has no
//! authentication, so this default is what keeps other machines out
//! (docs/sql.md, "Who may use the cluster").
//!
//! The machine is a network namespace made for the test (`unshare -rn`: a
//! user and a network namespace, which needs no root where unprivileged
//! user namespaces are allowed), with loopback up and a second address,
//! [`OTHER`], on a dummy or veth interface, or on `lo` where the kernel
//! offers neither. The test runs itself again inside it. Where no
//! namespace can be made, it says why on standard error and passes.

use std::io::ErrorKind;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpStream};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The namespace's address that is not loopback.
const OTHER: Ipv4Addr = Ipv4Addr::new(10, 31, 0, 1);

/// Set in the test's run inside the namespace.
const INSIDE: &str = "SPECURL_TEST_IN_NETNS";

/// How long a scheduler may take to listen.
const DEADLINE: Duration = Duration::from_secs(60);

/// Brings loopback up, gives the namespace [`OTHER`], then runs the
/// command given after the script.
const SETUP: &str = r#"
set -e
ip link set lo up
if ip link add specurl0 type dummy 2>/dev/null; then
  dev=specurl0
elif ip link add specurl0 type veth peer name specurl1 2>/dev/null; then
  ip link set specurl1 up
  dev=specurl0
else
  dev=lo
fi
ip addr add "$SPECURL_OTHER/24" dev "$dev"
ip link set "$dev" up
exec "$@"
"#;

#[test]
fn default_scheduler_refuses_other_addresses() {
    if std::env::var_os(INSIDE).is_some() {
        inside_namespace();
        return;
    }
    // Whether a namespace with a configurable loopback can be made here:
    // `unshare` and `ip` present, and user namespaces allowed.
    let probe = Command::new("unshare")
        .args(["-rn", "ip", "link", "set", "lo", "up"])
        .output();
    match probe {
        Err(e) => {
            eprintln!("skipped: `unshare -rn ip link set lo up` could not start ({e}): no network namespace to test in");
            return;
        }
        Ok(out) if !out.status.success() => {
            eprintln!(
                "skipped: `unshare -rn ip link set lo up` failed ({}): {}no network namespace to test in",
                out.status,
                String::from_utf8_lossy(&out.stderr)
            );
            return;
        }
        Ok(_) => {}
    }
    let test = std::env::current_exe().unwrap();
    let out = Command::new("unshare")
        .args(["-rn", "sh", "-c", SETUP, "setup"])
        .arg(test)
        .args([
            "--exact",
            "default_scheduler_refuses_other_addresses",
            "--nocapture",
            "--test-threads",
            "1",
        ])
        .env(INSIDE, "1")
        .env("SPECURL_OTHER", OTHER.to_string())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "the run inside the namespace failed ({}):\n{}",
        out.status,
        text(&out)
    );
    // A harness that ran no test passes too: make sure this one ran.
    assert!(
        text(&out).contains("1 passed"),
        "the run inside the namespace ran no test:\n{}",
        text(&out)
    );
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The child process, killed when the test ends however it ends.
struct Scheduler(Child);

impl Drop for Scheduler {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn scheduler(args: &[&str]) -> Scheduler {
    Scheduler(
        Command::new(env!("CARGO_BIN_EXE_specurl-scheduler"))
            .args(args)
            .stdout(Stdio::null())
            .spawn()
            .unwrap(),
    )
}

fn connect(ip: impl Into<IpAddr>, port: u16) -> std::io::Result<TcpStream> {
    TcpStream::connect_timeout(&SocketAddr::new(ip.into(), port), Duration::from_secs(5))
}

/// Waits until `ip:port` accepts a connection.
fn wait_for(ip: impl Into<IpAddr> + Copy, port: u16) {
    let until = Instant::now() + DEADLINE;
    while let Err(e) = connect(ip, port) {
        assert!(
            Instant::now() < until,
            "{}:{port} did not accept in time: {e}",
            ip.into()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn inside_namespace() {
    // The namespace is new: no other process holds these ports.
    let (default_port, open_port) = (50050, 50060);

    // The control: a scheduler told to listen everywhere is reachable at
    // OTHER, so a refusal below is the default's doing and not the
    // namespace's.
    let open = scheduler(&["--bind", "0.0.0.0", "--port", &open_port.to_string()]);
    wait_for(OTHER, open_port);
    drop(open);

    let _default = scheduler(&["--port", &default_port.to_string()]);
    wait_for(Ipv4Addr::LOCALHOST, default_port);
    match connect(OTHER, default_port) {
        Ok(_) => panic!("a scheduler started with the defaults accepted a connection at {OTHER}"),
        Err(e) => assert_eq!(
            e.kind(),
            ErrorKind::ConnectionRefused,
            "connecting to {OTHER}:{default_port}: {e}"
        ),
    }
}
