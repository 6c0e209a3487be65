//! `pct_enc::decode_str` ("Percent Decoding"), on generated strings
//! (deterministic): it undoes percent-encoding in every column; where the
//! decoded bytes are UTF-8 it agrees with the `percent-encoding` crate;
//! without a `pct-encoded-byte` it changes nothing.

use percent_encoding::percent_decode_str;
use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use specurl::pct_enc::Column;
use specurl::pct_enc::{decode_str, encode};

fn strings() -> impl Strategy<Value = String> {
    prop_oneof![
        "([a-z%é中 ]|%[0-9a-fA-F]{2}|%[0-9a-fA-F]|%[c-fC-F][0-9a-f]%[89ab][0-9a-f])*",
        any::<String>(),
    ]
}

fn runner() -> TestRunner {
    TestRunner::new(specurl_check::seed::config(2000))
}

#[test]
fn agrees_with_percent_encoding_where_the_bytes_are_utf8() {
    runner()
        .run(&strings(), |s| {
            let ours = decode_str(&s);
            if let Ok(theirs) = percent_decode_str(&s).decode_utf8() {
                let (ours, theirs) = (ours.to_string(), theirs.to_string());
                prop_assert_eq!(ours, theirs);
            }
            // Without a pct-encoded-byte there is nothing to decode.
            let has_byte = s
                .as_bytes()
                .windows(3)
                .any(|w| w[0] == b'%' && w[1].is_ascii_hexdigit() && w[2].is_ascii_hexdigit());
            if !has_byte {
                prop_assert_eq!(ours.as_ref(), s.as_str());
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn undoes_encoding() {
    runner()
        .run(&any::<String>(), |s| {
            let s = s.replace('%', "");
            for column in Column::ALL {
                let encoded = encode(&s, column);
                let decoded = decode_str(&encoded);
                prop_assert_eq!(decoded.as_ref(), s.as_str());
            }
            Ok(())
        })
        .unwrap();
}

/// Linear time on long runs, valid and not.
#[test]
fn long_runs() {
    let long = "%E4%B8%AD".repeat(100_000) + &"%FF".repeat(100_000) + &"%".repeat(100_000);
    let d = decode_str(&long);
    assert!(d.starts_with("中中") && d.contains("中%FF%FF") && d.contains("%FF%%%"));
    assert_eq!(d.len(), 300_000 + 300_000 + 100_000);
}
