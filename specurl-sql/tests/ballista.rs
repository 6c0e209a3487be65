//! One scheduler and two executors of this crate on 127.0.0.1, started
//! here as child processes and stopped at the end: a query that groups by
//! `url_hostname` and `url_registrable_domain` over four Parquet files runs on both executors (it
//! shuffles between its stages) and gives what local DataFusion and
//! `Url::parse` give.

// The test data and tables of the functions' own tests.
#[path = "../../datafusion-specurl/tests/common/mod.rs"]
mod common;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use ballista::prelude::{SessionConfigExt, SessionContextExt};
use datafusion::arrow::array::{AsArray, RecordBatch};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::{DataType, Int64Type};
use datafusion::execution::SessionStateBuilder;
use datafusion::prelude::{SessionConfig, SessionContext};
use specurl::Url;

/// How long the cluster may take to come up, and the query to run.
const DEADLINE: Duration = Duration::from_secs(120);

/// The child processes, killed when the test ends however it ends.
struct Cluster(Vec<Child>);

impl Drop for Cluster {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// A port free on 127.0.0.1 now.
fn free_port() -> u16 {
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

/// `SELECT {f}(u) AS h, count(*) ...` as sorted pairs, `f` a function of
/// the URL's host (`url_hostname`, `url_registrable_domain`).
async fn group_by(ctx: &SessionContext, f: &str) -> BTreeMap<Option<String>, i64> {
    let sql = format!("SELECT {f}(u) AS h, count(*) AS n FROM urls GROUP BY h");
    let batches: Vec<RecordBatch> = ctx.sql(&sql).await.unwrap().collect().await.unwrap();
    let mut out = BTreeMap::new();
    for b in batches {
        let h = cast(b.column(0), &DataType::Utf8).unwrap();
        let n = b.column(1).as_primitive::<Int64Type>();
        for (h, n) in h.as_string::<i32>().iter().zip(n.iter()) {
            assert!(out.insert(h.map(str::to_owned), n.unwrap()).is_none());
        }
    }
    out
}

/// The files an executor wrote into its work directory.
fn files_under(dir: &Path) -> usize {
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        count += if path.is_dir() { files_under(&path) } else { 1 };
    }
    count
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_executors_group_by_hostname_and_registrable_domain() {
    let until = Instant::now() + DEADLINE;
    let dir = tempfile::tempdir().unwrap();
    let urls = common::kasztp();
    let rows: Vec<_> = urls
        .iter()
        .enumerate()
        .map(|(i, u)| (i as i64, u.clone(), None))
        .collect();
    let data = dir.path().join("urls");
    common::write_parquet(&common::batch(&rows), &data, 4);

    let scheduler_port = free_port();
    let mut cluster = Cluster(Vec::new());
    let mut scheduler = Command::new(env!("CARGO_BIN_EXE_specurl-scheduler"))
        .args(["--bind", "127.0.0.1", "--external-host", "127.0.0.1"])
        .args([
            "--port",
            &scheduler_port.to_string(),
            "--min-executors",
            "2",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = scheduler.stdout.take().unwrap();
    cluster.0.push(scheduler);
    let (ready_tx, ready) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if line.starts_with("ready:") {
                let _ = ready_tx.send(());
            }
        }
    });
    wait_for_port(scheduler_port, until);

    let work_dirs = [dir.path().join("executor-1"), dir.path().join("executor-2")];
    for work_dir in &work_dirs {
        std::fs::create_dir_all(work_dir).unwrap();
        let executor = Command::new(env!("CARGO_BIN_EXE_specurl-executor"))
            .args(["--bind", "127.0.0.1", "--external-host", "127.0.0.1"])
            .args([
                "--port",
                &free_port().to_string(),
                "--grpc-port",
                &free_port().to_string(),
            ])
            .args([
                "--scheduler-host",
                "127.0.0.1",
                "--scheduler-port",
                &scheduler_port.to_string(),
            ])
            .args([
                "--concurrent-tasks",
                "2",
                "--work-dir",
                work_dir.to_str().unwrap(),
            ])
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        cluster.0.push(executor);
    }
    ready
        .recv_timeout(until.saturating_duration_since(Instant::now()))
        .expect("both executors registered in time");

    // Four partitions, one a file, so that the first stage has four tasks
    // whatever the number of cores.
    let config = SessionConfig::new_with_ballista().with_target_partitions(4);
    let state = SessionStateBuilder::new()
        .with_default_features()
        .with_config(config)
        .build();
    let scheduler_url = format!("df://127.0.0.1:{scheduler_port}");
    let mut remote = SessionContext::remote_with_state(&scheduler_url, state)
        .await
        .unwrap();
    datafusion_specurl::register_all(&mut remote).unwrap();
    remote
        .register_parquet("urls", data.to_str().unwrap(), Default::default())
        .await
        .unwrap();
    let local = common::context();
    local
        .register_parquet("urls", data.to_str().unwrap(), Default::default())
        .await
        .unwrap();
    type Key = fn(&Url) -> Option<&str>;
    let keys: [(&str, Key); 2] = [
        ("url_hostname", |u| Some(u.hostname())),
        ("url_registrable_domain", Url::registrable_domain),
    ];
    for (f, key) in keys {
        let distributed = tokio::time::timeout(
            until.saturating_duration_since(Instant::now()),
            group_by(&remote, f),
        )
        .await
        .expect("the query finished in time");
        assert_eq!(distributed, group_by(&local, f).await, "{f}");

        let mut by_url_parse = BTreeMap::new();
        for u in &urls {
            let k = Url::parse(u, None)
                .ok()
                .and_then(|u| key(&u).map(str::to_owned));
            *by_url_parse.entry(k).or_insert(0) += 1;
        }
        assert_eq!(distributed, by_url_parse, "{f}");
        assert!(distributed.len() > 100, "{f}");
    }

    // Each executor wrote shuffle files of its tasks.
    for work_dir in &work_dirs {
        assert!(
            files_under(work_dir) > 0,
            "{} ran no task",
            work_dir.display()
        );
    }
    drop(cluster);
}
