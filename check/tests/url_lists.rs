//! Every URL of the real-world lists in `tests/data/urls/` (read from the
//! directory, so that a new list is picked up): specurl gives whatwg-url's
//! getters, or fails where it fails.

use serde_json::Value;
use specurl_check::{data, oracle};

#[test]
fn every_listed_url_agrees_with_whatwg_url() {
    let names = data::url_lists().expect("the URL lists");
    assert!(
        names.len() >= data::URL_LISTS.len(),
        "urls/ has only {names:?}"
    );
    let mut requests = Vec::new();
    let mut ours: Vec<Value> = Vec::new();
    for name in &names {
        let urls = data::url_list(name).expect("the URL lists");
        assert!(urls.len() > 10_000, "{name}: {} URLs", urls.len());
        for url in &urls {
            requests.push(oracle::parse_request(url, None));
            ours.push(oracle::parse_answer(url, None));
        }
    }
    let theirs = oracle::ask(&requests);
    if let Some(report) = oracle::disagreements(&requests, &ours, &theirs, 20) {
        panic!("{report}");
    }
}
