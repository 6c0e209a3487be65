//! `specurl-sql` runs a query over a Parquet file and over a CSV file
//! given by their paths, and fails a query over its `--memory-limit` with
//! an error.

// The test data and tables of the functions' own tests.
#[path = "../../datafusion-specurl/tests/common/mod.rs"]
mod common;

use std::process::Command;

fn specurl_sql(args: &[&str]) -> (bool, String, String) {
    let (code, out, err) = specurl_sql_status(args);
    (code == Some(0), out, err)
}

/// The exit code (none when a signal ended the process), standard output
/// and standard error.
fn specurl_sql_status(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_specurl-sql"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn a_query_over_a_parquet_and_a_csv_file() {
    let dir = tempfile::tempdir().unwrap();
    let rows = vec![
        (0, "https://a.example/x".to_owned(), None),
        (1, "HTTPS://A.EXAMPLE:443/y".to_owned(), None),
        (2, "http://b.example/".to_owned(), None),
        (3, "not a url".to_owned(), None),
    ];
    let batch = common::batch(&rows);
    common::write_parquet(&batch, &dir.path().join("p"), 1);
    let parquet = dir.path().join("p/part-0.parquet");
    let csv = dir.path().join("urls.csv");
    common::write_csv(&batch, &csv);
    for file in [parquet, csv] {
        let sql = format!(
            "SELECT url_hostname(u) AS h, count(*) AS n FROM '{}' GROUP BY 1 ORDER BY 1",
            file.display()
        );
        let (ok, out, err) = specurl_sql(&["-c", &sql]);
        assert!(ok, "{err}");
        let lines: Vec<&str> = out.lines().filter(|l| l.starts_with('|')).collect();
        assert_eq!(
            lines,
            [
                "| h         | n |",
                "| a.example | 2 |",
                "| b.example | 1 |",
                "|           | 1 |"
            ],
            "{}",
            file.display()
        );
    }
}

#[test]
fn an_error_is_reported_with_a_failing_exit() {
    let (ok, _, err) = specurl_sql(&["-c", "SELECT url_hostname(1)"]);
    assert!(!ok);
    assert!(
        err.contains("Function 'url_hostname' requires String, but received Int64"),
        "{err}"
    );
}

#[test]
fn a_query_over_the_memory_limit_fails_with_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let rows: Vec<_> = common::kasztp()
        .into_iter()
        .enumerate()
        .map(|(i, u)| (i as i64, u, None))
        .collect();
    common::write_parquet(&common::batch(&rows), &dir.path().join("p"), 1);
    let file = dir.path().join("p/part-0.parquet");
    // A hash join holds its build side, every URL here (megabytes), in
    // memory, and cannot spill it.
    let sql = format!(
        "SELECT count(*) AS n, count(DISTINCT url_hostname(a.u)) AS hosts
         FROM '{0}' a JOIN '{0}' b ON a.id = b.id",
        file.display()
    );
    let (code, _, err) = specurl_sql_status(&["--memory-limit", "1M", "-c", &sql]);
    assert_eq!(code, Some(1), "an error exit, not a crash: {err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(err.contains("Resources exhausted"), "{err}");

    let (ok, out, err) = specurl_sql(&["--memory-limit", "1G", "-c", &sql]);
    assert!(ok, "{err}");
    assert!(out.contains(&format!("| {} ", rows.len())), "{out}");

    let (code, _, err) = specurl_sql_status(&["--memory-limit", "lots", "-c", &sql]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--memory-limit: not a size: lots"), "{err}");
}
