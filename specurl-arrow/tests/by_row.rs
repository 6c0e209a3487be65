//! Every catalog function that has a row function gives, through it, what
//! its Arrow kernel gives for the row: on WPT's inputs and bases, on the
//! real URL lists, with and without a base, with the same NULLs.

use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::{Array, ArrayRef, StringArray};
use specurl_arrow::{catalog, Input};

/// (input, base) pairs: WPT's, each also without its base, and the
/// first lines of the real URL lists.
fn cases() -> Vec<(String, Option<String>)> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data");
    let wpt = std::fs::read_to_string(format!("{root}/wpt/urltestdata.json")).unwrap();
    let wpt: serde_json::Value = serde_json::from_str(&wpt).unwrap();
    let mut cases = vec![];
    for case in wpt.as_array().unwrap().iter().filter(|c| c.is_object()) {
        let input = case["input"].as_str().unwrap().to_owned();
        if let Some(base) = case["base"].as_str() {
            cases.push((input.clone(), Some(base.to_owned())));
        }
        cases.push((input, None));
    }
    for list in ["kasztp", "node_files"] {
        let text = std::fs::read_to_string(format!("{root}/urls/{list}.txt")).unwrap();
        cases.extend(text.lines().take(2000).map(|l| (l.to_owned(), None)));
    }
    cases
}

#[test]
fn row_functions_give_what_their_kernels_give() {
    let cases = cases();
    let inputs: ArrayRef = Arc::new(StringArray::from_iter_values(cases.iter().map(|c| &c.0)));
    let bases: ArrayRef = Arc::new(StringArray::from(
        cases.iter().map(|c| c.1.as_deref()).collect::<Vec<_>>(),
    ));
    let mut checked = 0;
    for f in catalog::functions() {
        let Some(row) = f.by_row() else { continue };
        checked += 1;
        // The base as a second argument only where it is one: WPT's base
        // would be read as a section by the site functions if it were
        // `all` or `icann`, and none is.
        let with_base = f.params().get(1) == Some(&"base");
        assert!(with_base, "{}: a row function takes a base", f.name());
        let out = f
            .call(&[Input::Array(&inputs), Input::Array(&bases)], cases.len())
            .unwrap()
            .into_array();
        let out = out.as_string::<i32>();
        for (i, (input, base)) in cases.iter().enumerate() {
            let expected = out.is_valid(i).then(|| out.value(i));
            // A NULL base is a NULL row in the kernel; the row function is
            // asked only with a base there or with none.
            if base.is_none() {
                continue;
            }
            let got = row.call(input, base.as_deref());
            assert_eq!(
                got.as_deref(),
                expected,
                "{}({input:?}, {base:?})",
                f.name()
            );
        }
        let out = f
            .call(&[Input::Array(&inputs)], cases.len())
            .unwrap()
            .into_array();
        let out = out.as_string::<i32>();
        for (i, (input, _)) in cases.iter().enumerate() {
            let expected = out.is_valid(i).then(|| out.value(i));
            assert_eq!(
                row.call(input, None).as_deref(),
                expected,
                "{}({input:?})",
                f.name()
            );
        }
    }
    assert_eq!(checked, 16);
}
