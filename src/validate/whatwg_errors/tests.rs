//! The walk's shortcuts against the walk without them.

#[allow(unused_imports)]
use crate::prelude::*;

use super::machine::Machine;
use super::report;
use super::shortcut::reports_nothing;
use crate::source::preprocess;

/// The lines of a file of `tests/data/`.
fn lines(path: &str) -> Vec<String> {
    let path = format!("{}/tests/data/{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    text.lines().map(str::to_owned).collect()
}

/// Both URL lists, and every JSON string of WPT's `urltestdata.json`.
fn inputs() -> Vec<String> {
    let mut inputs = lines("urls/kasztp.txt");
    inputs.extend(lines("urls/node_files.txt"));
    let wpt = lines("wpt/urltestdata.json");
    inputs.extend(wpt.iter().flat_map(|l| l.split('"')).map(str::to_owned));
    inputs
}

/// The shortcut says "nothing" only where the walk finds nothing, and
/// it decides most real links.
#[test]
fn reports_nothing_only_where_the_walk_finds_nothing() {
    let mut decided = 0;
    for input in &inputs() {
        if reports_nothing(input) {
            decided += 1;
            assert_eq!(preprocess(input), input.as_str(), "{input:?}");
            let mut m = Machine::new(input, None);
            m.run();
            assert!(m.errors.is_empty(), "{input:?}: {:?}", m.errors);
        }
    }
    let mut fired = 0;
    for list in ["urls/kasztp.txt", "urls/node_files.txt"] {
        let urls = lines(list);
        let n = urls.iter().filter(|u| reports_nothing(u)).count();
        assert!(n * 10 > urls.len() * 9, "{list}: {n} of {}", urls.len());
        fired += n;
    }
    assert!(decided > fired);
}

/// The URL the parse made, given to the walk, changes none of its
/// errors: the walk then skips the relaxed domain-to-ASCII, and
/// the strict one where the name is too long for DNS.
#[test]
fn the_parsed_domain_changes_no_error() {
    let mut inputs = inputs();
    let long = format!("https://{}/", "\u{fc}".repeat(300));
    inputs.extend([
        long.clone(),
        long.replace("\u{fc}", "a\u{fc}."),
        long.replace("\u{fc}", "A"),
    ]);
    let mut used = 0;
    for input in &inputs {
        let Ok(url) = crate::Url::parse(input, None) else {
            continue;
        };
        used += usize::from(url.domain().is_some());
        let given = report(input, None, url.domain());
        assert_eq!(given, report(input, None, None), "{input:?}");
    }
    assert!(used > 1000, "{used}");
}

/// Every error the report records is of a kind with a name of the
/// standard's, so that the name the report gives is never empty.
#[test]
fn every_error_recorded_has_a_name() {
    let mut named = 0;
    for input in &inputs() {
        for (kind, _) in report(input, None, None) {
            assert!(kind.whatwg_name().is_some(), "{input:?}: {kind:?}");
            named += 1;
        }
    }
    assert!(named > 1000, "{named}");
}
