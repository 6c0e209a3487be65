//! A scheduler and executors of this crate on 127.0.0.1, started as child
//! processes by the Ballista tests and killed when the test ends, however
//! it ends.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use ballista::prelude::{SessionConfigExt, SessionContextExt};
use datafusion::execution::SessionStateBuilder;
use datafusion::prelude::{SessionConfig, SessionContext};

/// An executor: its process, the name it registered under, the port it
/// serves shuffle and result data on (Arrow Flight) and the directory
/// its tasks write shuffle files into.
pub struct Executor {
    pub child: Child,
    pub id: String,
    pub flight_port: u16,
    pub work_dir: PathBuf,
}

/// The scheduler and its executors; dropping it kills them all.
pub struct Cluster {
    scheduler: Child,
    pub scheduler_port: u16,
    pub executors: Vec<Executor>,
}

impl Drop for Cluster {
    fn drop(&mut self) {
        for executor in &mut self.executors {
            let _ = executor.child.kill();
            let _ = executor.child.wait();
        }
        let _ = self.scheduler.kill();
        let _ = self.scheduler.wait();
    }
}

/// Where the scheduler's standard error goes: nowhere, unless
/// `SPECURL_TEST_SCHEDULER_STDERR` is set, for a look at what it did.
fn stderr() -> Stdio {
    if std::env::var_os("SPECURL_TEST_SCHEDULER_STDERR").is_some() {
        Stdio::inherit()
    } else {
        Stdio::null()
    }
}

/// A port free on 127.0.0.1 now.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn wait_for_port(port: u16, until: Instant) {
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < until, "port {port} did not open in time");
        std::thread::sleep(Duration::from_millis(100));
    }
}

impl Cluster {
    /// Starts a scheduler and `executors` executors of `slots` task slots
    /// each, with work directories under `dir`, and waits until all have
    /// registered, by `until`. `scheduler_args` and `executor_args` are
    /// further options of the binaries.
    pub fn start(
        dir: &Path,
        executors: usize,
        slots: usize,
        scheduler_args: &[&str],
        executor_args: &[&str],
        until: Instant,
    ) -> Cluster {
        let scheduler_port = free_port();
        let mut scheduler = Command::new(env!("CARGO_BIN_EXE_specurl-scheduler"))
            .args(["--bind", "127.0.0.1", "--external-host", "127.0.0.1"])
            .args(["--port", &scheduler_port.to_string()])
            .args(["--min-executors", &executors.to_string()])
            .args(scheduler_args)
            .stdout(Stdio::piped())
            .stderr(stderr())
            .spawn()
            .unwrap();
        let stdout = scheduler.stdout.take().unwrap();
        let mut cluster = Cluster {
            scheduler,
            scheduler_port,
            executors: Vec::new(),
        };
        let (ready_tx, ready) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if line.starts_with("ready:") {
                    let _ = ready_tx.send(());
                }
            }
        });
        wait_for_port(scheduler_port, until);
        for n in 1..=executors {
            let id = format!("executor-{n}");
            let work_dir = dir.join(&id);
            std::fs::create_dir_all(&work_dir).unwrap();
            let flight_port = free_port();
            let child = Command::new(env!("CARGO_BIN_EXE_specurl-executor"))
                .args(["--bind", "127.0.0.1", "--external-host", "127.0.0.1"])
                .args(["--executor-id", &id])
                .args(["--port", &flight_port.to_string()])
                .args(["--grpc-port", &free_port().to_string()])
                .args(["--scheduler-host", "127.0.0.1"])
                .args(["--scheduler-port", &scheduler_port.to_string()])
                .args(["--concurrent-tasks", &slots.to_string()])
                .args(["--work-dir", work_dir.to_str().unwrap()])
                .args(executor_args)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            cluster.executors.push(Executor {
                child,
                id,
                flight_port,
                work_dir,
            });
        }
        ready
            .recv_timeout(until.saturating_duration_since(Instant::now()))
            .expect("every executor registered in time");
        cluster
    }

    /// A client session of the cluster at `target_partitions`, with the
    /// functions registered.
    pub async fn client(&self, target_partitions: usize) -> SessionContext {
        let config = SessionConfig::new_with_ballista().with_target_partitions(target_partitions);
        let state = SessionStateBuilder::new()
            .with_default_features()
            .with_config(config)
            .build();
        let url = format!("df://127.0.0.1:{}", self.scheduler_port);
        let mut ctx = SessionContext::remote_with_state(&url, state)
            .await
            .unwrap();
        datafusion_specurl::register_all(&mut ctx).unwrap();
        ctx
    }

    /// SIGKILLs executor `n` (0-based): no goodbye to the scheduler.
    pub fn kill_executor(&mut self, n: usize) {
        let executor = &mut self.executors[n];
        executor.child.kill().unwrap();
        executor.child.wait().unwrap();
    }
}

/// The files under `dir`, recursively.
pub fn files_under(dir: &Path) -> usize {
    let mut count = 0;
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        count += if path.is_dir() { files_under(&path) } else { 1 };
    }
    count
}
