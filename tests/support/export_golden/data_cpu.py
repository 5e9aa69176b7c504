"""Golden jax.export artefacts of jax_mish on CPU, one set per release that
introduced targets (see golden.py for the layout, write.py for how to add a
set). A set stays as long as jax_mish promises that its artefacts load: never
edit or drop one inside that window."""

# Written by tests/support/export_golden/write.py on cpu.
golden_2026_12_01_jax_0_8_1 = {
    "platform": "cpu",
    "date": "2026-12-01",
    "jax_mish": "0.1.0",
    "jax": "0.8.1",
    "jaxlib": "0.8.1",
    "commit": "3e0218b-dirty",
    "calling_convention_version": 10,
    "entries": [
        {
            "form": "mish",
            "dtype": "float32",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABk",
                "AwAAAAQAAAAEAABIAwAA/AMAAAQEAAAAAAEACAQAACgEAAA8BAAAaAQAALwEAAAAAAIAAQAAAAAA",
                "AAASAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwORbw8BTwsHDyMLDwsL",
                "Cw8LEwsPCw8PCxsLDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsLLwEFCw8DCxMX",
                "BxMHAgYDBQ0fEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAwUXAwMZTwUZHR0fBRsVISkdIyUFHS0n",
                "B6UXhQUfFSsxHS0vBSEtAQeFRVMVMzkdNTcFIy0BB6kVxxU7QR09PwUlLQEHCgIfTRVDSR1FRwUn",
                "LQEHCgIdtx1LTQUpLQEHVgIrNw0BAwEDA20DA08jBwMDWw0DXV8dKx0tHScdLwsDHTEdMwUBHwsR",
                "AAAAAAAAAAABCQECAikDQQkRAwUDBQkpAwUNEwRRBQFRAwcBBwQ/AwEFA1ADAwcEKwMFCwMLEwAF",
                "RxsXBQMFAwEHBAMDAwYDAQUBAGIGNRsDDxUhEwszDTdDCzUpBRklKTlbFR8RDwsRYnVpbHRpbgB2",
                "aGxvAG1vZHVsZQBmdW5jX3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9leHBv",
                "cnQvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhp",
                "c20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AG1o",
                "bG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS9taXNoX2tlcm5lbABtaXNoAC93b3JrL3d0",
                "L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5",
                "AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AGpheC5yZXN1bHRfaW5mbwBy",
                "ZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9md2QACCcHBSMBC1VXWWFjEWVnaVFrU1FTAAABAAAA",
                "BAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAAamF4X21pc2hf",
                "YXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAAP///wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAACgQAAAABAAAA",
                "BAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAK",
                "AAAAAAAACgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwA",
                "CwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 0x1.3333340000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333340000000p-1",
                        "0x1.3333340000000p-1 0x1.0c8da40000000p+0 "
                        "0x1.1800000000000p-17 0x1.0a87760000000p+0",
                        "-0x1.b882980000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-25 0x1.90cebe0000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACo",
                "BAAARAUAAEQFAACMBAAAQAUAAEgFAAAAAAEATAUAAGwFAACABQAArAUAAAAGAAAAAAIAAQAAAAAA",
                "AABVBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHQUBBQ0BAwsDCw8TFxsfA72VFQFrCwcPCw8j",
                "Cw8LCwsPCw8LDw8bDwsbDw8LGw8PCx8PDwsfDwsfEwsPCw8PCxsLDw8LGwsPDxsDKy8LDwsPEwsL",
                "CwsfDwsLCwsLEw8TDwEFCw8DERMHDxcTBxMHAjYEBREfEQMFBRMVJSsDBw0PEQUTBQUVEQEABRcF",
                "GQUbHRkDBR0dHR8FHxUhCR0HIy0BB4lrix0nKQUhLQEHiUWTFS0zHS8xBSMtAQepFccVNTsdNzkF",
                "JS0BBwoCH00VPUMdP0EFJy0BBwoCHbcdRUcFKS0BB1YCKzcDA0ttBSsdT1EFLRVTWx1VVwUvLVkH",
                "rRd3BTEVXWUdX2EFMy1jB6UXhQU1FWcJHQdpLQEHiXuJHxERAAAAAAAAAAANAQMDbSMLAwN1DQN3",
                "eR03HTkdJx07HwkJAACAPx8NAQsDHT0dPwMBBQEDBWtrAwORFQEBAQMDawEJAQICKQNBBwkpAQcR",
                "AwUDBSkDAQ8dKQMFExMEbwUBUQMLAQcEXQMBBQNQAwMHBEkDCRMDCxcABUIDBQMJB0YbBwMFAwMJ",
                "R01JCQMFBQUBCwQDAwcGAwEFAQCSCUEdAw8VIUMLURVhKRMLMw03YQUZJSk5W1sVHykZEQ8LEWJ1",
                "aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFudF92MQBicm9hZGNhc3RfaW5fZGltX3Yx",
                "AGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9leHBvcnQvdGVzdHMvZXhwb3J0X2dv",
                "bGRlbi93cml0ZS5weQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPi48bG9jYWxzPi48bGFtYmRh",
                "PgBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51",
                "bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9i",
                "cm9hZGNhc3RfaW5fZGltAGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5AG1haW4uPGxv",
                "Y2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AG1obG8uYmFja2VuZF9jb25maWcAaml0KDxs",
                "YW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL21pc2hfZ3JhZF9rZXJuZWwAX21pc2hfanZwAC93b3Jr",
                "L3d0L2V4cG9ydC9qYXhfbWlzaC9fcHJpbWl0aXZlcy5weQBtaXNoAC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fYXBpLnB5AGpheC5yZXN1bHRfaW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlz",
                "aF9ncmFkAAgvCwUrAQtvcXN7fQN/A4ERg4WHiYuNj5MAAAABAAAABAAAAAMAAABjcHUABAAAAHwA",
                "AABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAA3P7/",
                "/wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAAP///wgAAAAAAAABDQAAAGpheF9taXNo",
                "X2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0",
                "////AQAAAAQAAABA////AQAAAAQAAADC////AAAACgQAAAABAAAABAAAAAIAAAAxNgAAhP///wgA",
                "AAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAKAAAAAAAACgQAAAABAAAABAAA",
                "AAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAE",
                "AAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACE",
                "AwAAIAQAACAEAABoAwAAHAQAACQEAAAAAAEAMAQAAFAEAABkBAAAsAQAAAwFAAAAAAIAAgAAAAAA",
                "AQAzAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOXdQ8BUwcLDyMLDwsL",
                "Cw8LDwsTCw8LDw8LHwsPDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsLCwsTDwEFCw8D",
                "CxMbBxMHAjYDHwUNEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAQUXHRkBBRkDAx1TBRsdISMFHRUl",
                "LR0nKQUfLSsHCgIXgQUhFS81HTEzBSMtAweNTW0VNz0dOTsFJS0DB6kVxxU/RR1BQwUnLQMHCgIf",
                "TRVHTR1JSwUpLQMHCgIdtx1PUQUrLQMHVgIrNw0BHwsRAAAAAAAAAAADAQMFU1MjBwMDXw0DYWMd",
                "LR0vHSkdMQsDHTMdNQUBAwVVVQMDVQEJAQICKQNBCREFBQUDBQkpAwUNEwRXBQFRAQcBBwRFAwEF",
                "A1ABAwcEMQMHCwULEwsXAAVHHxsFAwUFAQMHBAEDBQYDAQUBAJ4GNx0DDxUhEwszDTdDFT8pBQcZ",
                "JSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1",
                "cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVz",
                "ZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGlj",
                "YXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkA",
                "ZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+",
                "AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNo",
                "X2dyYWQACCcHBSMBC1lbXWVnEWlrbVdvcVdzAAEAAAAEAAAAAwAAAGNwdQAEAAAAfAAAAFgAAAAw",
                "AAAABAAAAIz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAAC0/v//CAAAAAAA",
                "AAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZADY/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "APj+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAAAAT///8CAAAA",
                "DAAAAAQAAAAU////GP///wEAAAAEAAAAov///wAAAAoEAAAAAQAAAAQAAAACAAAAMTYAAGT///8I",
                "AAAAAAAAAgEAAAAEAAAAVP///wIAAAAwAAAABAAAAOL///8AAAAKBAAAAAEAAAAEAAAAAgAAADE2",
                "AAAAAAoADAAAAAgABwAKAAAAAAAACgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cccccc0000000p+0",
                        "0x1.3333340000000p-1 -0x1.0c8da40000000p+1 "
                        "0x1.1800000000000p-18 0x1.8fcb320000000p+1",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5065f80000000p-26 0x1.2c9b0e0000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAk",
                "BQAAwAUAAMAFAAAIBQAAvAUAAMwFAAAAAAEA2AUAADAGAABMBgAAoAYAAPwGAAAAAAIAAgAAAAAA",
                "AQDTBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD27MVAYkLBwsPEwsL",
                "DwsPIwsPCwsLDwsPCwsPCw8PCxsPDwsbDw8bDwsbDw8LHw8PCx8PCx8PCw8PCx8PDx8PCx8PDxsP",
                "Cw8PHwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCTgUFDx8FEREDBQMDKYsF",
                "EwUVFUVLBRcVc3kDBxcZGwcdBwUZEQEABRsFHQUfHSMDBSEdJwMFIwUlHS0vBScVMTcdMzUFKS0F",
                "B+sXSRU5Px07PQUrLQsHpReFFUEPHQ1DLQEHfx8tHUdJBS0tAQepFccVTVMdT1EFLy0BBwoCH00V",
                "VVsdV1kFMS0BBwoCHbcdXV8FMy0BB1YCKzcdY2UFNRVnbR1pawU3LQUHDgIncxVvEx0RcS0FBx4C",
                "OVUddXcFOS0LBwoCF4EVew8dDX0tAQd/MVEdgYMFOxWFEx0Rhy0FBx4CF6sDAQ0BAwOPHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWLiyMLAwWfow0DkaEdQQ0DkaUdQx0xHUUdRx8REQEAAAAA",
                "AAAAHUkDBY+PAQkBAgIpBRERCSkDEQkJEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMVAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDyELJQADRysJBQMFAwMHRmEHAwUDAQNHfwkJAwUFBwMJBAMFBQkGAwEFAQAGCksd",
                "Gw8VFQMhRRVBRRMLMw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxl",
                "PgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX21pc2hfZ3JhZF9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9taXNoX2dyYWRfa2VybmVsAGph",
                "eC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGph",
                "eF9taXNoX2dyYWQACD0LBT8BC5mbnaepEZOVq4mXjYmNA60Rk5WviZexiY0AAQAAAAQAAAADAAAA",
                "Y3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAPP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9n",
                "cmFkAAAAAGT+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAqP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAMAAAABAAAALj+//+8/v//AgAAAAwAAAAEAAAAzP7//9D+//8CAAAAMAAAAAQAAABe////",
                "AAAACgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhv///wAAAAoEAAAAAgAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAANAAAAFT///8IAAAAAAAAAgIAAAAMAAAABAAAAEj///9M////AgAAADgA",
                "AAAEAAAA2v///wAAAAoEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAKAAwAAAAIAAcACgAA",
                "AAAAAAoEAAAAAQAAAAQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8E",
                "AAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAg",
                "BQAAvAUAALwFAAAEBQAAuAUAAPgFAAAAAAIANAYAAHQGAACQBgAA3AYAADgHAAAAAAIAAgAAAAAA",
                "AQDNBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD3a8XAXUH",
                "Cw8PDw8LDw8LCxMjCw8LDwsPCwsLCwsPCw8LGw8PCx8PDwsfDwsfCwsPDwsfDw8bCw8PCxsPDxsL",
                "Aw8XExMPFw8PBS0LCw8vEwsLCwsTCxMbCxsLCwsLCwsTAQsTEw8HCwUNExMHHxMHAu4EHwUXFTU7",
                "HVEBHVNVHWNlBQsdKwEdLQEFGQUbAwNzpwMHGx0fISMlBR0RCQAFHxEFCQUhEQUFBSMJDQUlBScF",
                "KR0zBQUrHTc5BS0tAwepFccVPUMdP0EFLy0DBwoCH00VRUsdR0kFMS0DBwoCHbcdTU8FMy0DB1YC",
                "KzcFNQU3FVddHVlbBTktEwcKAheBFV8FHRVhLQMHfzFRBTsVZ20daWsFPS0TB6UXhRVvBR0VcS0D",
                "B38fLQU/DSkDfQEPBXV1BQN7AQMpCQsDfwEBCSkBAQMvAwEdQQMDiR8TEQAAAAAAAAAADQOFdR1D",
                "CwMdRQUBAwWLiyMRAwWbnw0FjZ2FdR1HDQWNoYV1HUkdMR1LDQEdTR1PAwWJiRsDQQcbAyEHAQIC",
                "CwEJKQNBDykDIQ8JEQULCwULCykDBRUTBEYCBQNRARkBBwQeAgMBCQVAAQMNUAEFBwTzAxEbBRcP",
                "FxEAAQYRAwEDAwEGDwMBAwEHVjEHBQEBBQcFBwSDAxEfBQcHBwcAAQYJAw0DAQEmCwMNAwMJAwEL",
                "RwsXCQMNAwcBBgsDAwMJC0cJFwsDDQUFBwEGCQMDAw0JBAcFCw8BBgEDCwMLAQYBAwsDCQ8EAQUP",
                "DQYDAQUBAMoIUR0bDxUVAyEbKQsZFSMVEwszDSkFBQcTJSk5L0NbFREfDycLDzcLCRFidWlsdGlu",
                "AHNkeQB2aGxvAHVucmVhbGl6ZWRfY29udmVyc2lvbl9jYXN0AG1vZHVsZQBtZXNoAG1hbnVhbF9j",
                "b21wdXRhdGlvbgByZXR1cm4AY3VzdG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsv",
                "d3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvZXhwb3J0L2ph",
                "eF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNlc19zaGFwZV9wb2x5",
                "bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfYm90aABk",
                "eQB4AGEAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4A",
                "bWFpbgA8bW9kdWxlPgBzaGFyZF9tYXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9r",
                "ZXJuZWwAbWlzaABtaGxvLmJhY2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2lu",
                "Zm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFk",
                "AAhHDQVPAQV5DQuVl5mjpQd3gXcRj5Gpg5OHg4cRj5Grg5Otg4cAAAABAAAABAAAAAMAAABjcHUA",
                "BAAAAHwAAABYAAAAMAAAAAQAAAD8/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQA",
                "AAAAJP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QASP7//wgAAAAAAAABDQAAAGph",
                "eF9taXNoX2dyYWQAAABo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAA",
                "ACQAAAAEAAAAnP7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAALj+//8IAAAAAAAAAQsAAAAIAxoB",
                "AkoBAlIBAAACAAAAJAAAAAQAAADg/v//CAAAAAAAAAELAAAACAMaAQJKAQJSAQAA/P7//wgAAAAA",
                "AAABCwAAAAgDGgECSgECUgEAAAIAAAAkAAAABAAAAH7///8AAAAKBAAAAAEAAAAEAAAAAgAAADE2",
                "AACa////AAAACgQAAAABAAAABAAAAAIAAAAxNgAAXP///wgAAAAAAAACAgAAAAwAAAAEAAAAUP//",
                "/1T///8CAAAAMAAAAAQAAADi////AAAACgQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcA",
                "CgAAAAAAAAoEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAM",
                "AAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz/",
                "//8EAAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "mish",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABk",
                "AwAAAAQAAAAEAABIAwAA/AMAAAQEAAAAAAEACAQAACgEAAA8BAAAaAQAALwEAAAAAAIAAQAAAAAA",
                "AAASAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwORbw8BTwsHDyMLDwsL",
                "Cw8LEwsPCw8PCxsLDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsLLwEFCw8DCxMX",
                "BxMHAgYDBQ0fEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAwUXAwMZTwUZHR0fBRsVISkdIyUFHS0n",
                "B6UXhQUfFSsxHS0vBSEtAQeFRVMVMzkdNTcFIy0BB6kVxxU7QR09PwUlLQEHCgIfTRVDSR1FRwUn",
                "LQEHCgIdtx1LTQUpLQEHVgIrNw0BAwEDA20DA08jBwMDWw0DXV8dKx0tHScdLwsDHTEdMwUBHwsR",
                "AAAAAAAAAAABCQECAikDQQkRAwUDBQUpAwUNEwRRBQFRAwcBBwQ/AwEFA1ADAwcEKwMFCwMLEwAF",
                "RxsXBQMFAwEHBAMDAwYDAQUBAGIGNRsDDxUhEwszDTdDCzUpBRklKTlbFR8RDwsRYnVpbHRpbgB2",
                "aGxvAG1vZHVsZQBmdW5jX3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9leHBv",
                "cnQvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhp",
                "c20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AG1o",
                "bG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS9taXNoX2tlcm5lbABtaXNoAC93b3JrL3d0",
                "L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5",
                "AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AGpheC5yZXN1bHRfaW5mbwBy",
                "ZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9md2QACCcHBSMBC1VXWWFjEWVnaVFrU1FTAAABAAAA",
                "BAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAAamF4X21pc2hf",
                "YXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAAP///wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAADgQAAAABAAAA",
                "BAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAK",
                "AAAAAAAADgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwA",
                "CwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 0x1.3400000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3400000000000p-1",
                        "0x1.3400000000000p-1 0x1.0c00000000000p+0 "
                        "-0x1.9200000000000p-11 0x1.0a00000000000p+0",
                        "-0x1.b800000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-25 0x1.9200000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAD8",
                "BAAAmAUAAJgFAADgBAAAlAUAAJwFAAAAAAEAoAUAAMAFAADUBQAAAAYAAFQGAAAAAAIAAQAAAAAA",
                "AACsBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHwUBBQ8BAwsDDQ8TFxsfIwPFmRkBbwsHDw8L",
                "DyMLDwsLCw8LDwsPGw8LGw8PCxsPDwsfDw8LHw8LHw8LEwsPCw8PCxsLDw8LGwsPDxsDKy8LDwsP",
                "EwsLCwsfDwsLCwsLEw8TDwEFCw8DFRMPBxcHExMHEwcCXgQFEx8RAwUVIQsFFRUlKwMHDxETBRUF",
                "BRcRAQAFGQUbBR0dGwMFHx0fBwUhHQkjLQEHiWuLHScpBSMtAQeJRZMVLTMdLzEFJS0BB6kVxxU1",
                "Ox03OQUnLQEHCgIfTRU9Qx0/QQUpLQEHCgIdtx1FRwUrLQEHVgIrNx1LBwUtAwNPcQUvHVNVBTEV",
                "V18dWVsFMy1dB60XdwU1FWFpHWNlBTctZwelF4UFORVrCx0JbS0BB4l7iR8VEQAAAAAAAAAADQED",
                "A3EjCwMDeQ0De30dOx09HSkdPx8HCQAAgD8fEQELAx1BHUMDAQUBAwVvbwMDlRUBAQEDA28BCQEC",
                "AikDQQ0pAQkJEQMFAwUFKQNBCSkDARMdKQMFFxMEfQUBUQMNAQcEawMBBQNQAwMHBFcDCxcDCxkA",
                "BUIDBQMHB0YdBwMPAwMJBkkDBQMFC0dRTQkDBQUHAQ0EAwMJBgMBBQEAlgpFHQMPFSFDC1EVYSlp",
                "EwszDTdhBRklKTlbWxUfFykZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFu",
                "dF92MQBicm9hZGNhc3RfaW5fZGltX3YxAGNvbnZlcnRfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGZ1bmN0aW9u",
                "Ljxsb2NhbHM+LjxsYW1iZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AGpheC51c2VzX3NoYXBlX3BvbHlt",
                "b3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9fbGFtYmRh",
                "AHgAaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jyb2FkY2FzdF9pbl9kaW0AZnVuY3Rp",
                "b24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+AG1haW4A",
                "PG1vZHVsZT4Aaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2NvbnZlcnRfZWxlbWVudF90",
                "eXBlAG1obG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL21p",
                "c2hfZ3JhZF9rZXJuZWwAX21pc2hfanZwAC93b3JrL3d0L2V4cG9ydC9qYXhfbWlzaC9fcHJpbWl0",
                "aXZlcy5weQBtaXNoAC93b3JrL3d0L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgvCwUvAQtzdXd/gQODA4URh4mL",
                "jY+Rk5cBAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAA",
                "DgQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoA",
                "DAAAAAgABwAKAAAAAAAADgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQ",
                "AAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgA",
                "AAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACE",
                "AwAAIAQAACAEAABoAwAAHAQAACQEAAAAAAEAMAQAAFAEAABkBAAAsAQAAAwFAAAAAAIAAgAAAAAA",
                "AQAzAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOXdQ8BUwcLDyMLDwsL",
                "Cw8LDwsTCw8LDw8LHwsPDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsLCwsTDwEFCw8D",
                "CxMbBxMHAjYDHwUNEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAQUXHRkBBRkDAx1TBRsdISMFHRUl",
                "LR0nKQUfLSsHCgIXgQUhFS81HTEzBSMtAweNTW0VNz0dOTsFJS0DB6kVxxU/RR1BQwUnLQMHCgIf",
                "TRVHTR1JSwUpLQMHCgIdtx1PUQUrLQMHVgIrNw0BHwsRAAAAAAAAAAADAQMFU1MjBwMDXw0DYWMd",
                "LR0vHSkdMQsDHTMdNQUBAwVVVQMDVQEJAQICKQNBCREFBQUDBQUpAwUNEwRXBQFRAQcBBwRFAwEF",
                "A1ABAwcEMQMHCwULEwsXAAVHHxsFAwUFAQMHBAEDBQYDAQUBAJ4GNx0DDxUhEwszDTdDFT8pBQcZ",
                "JSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1",
                "cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVz",
                "ZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGlj",
                "YXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkA",
                "ZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+",
                "AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNo",
                "X2dyYWQACCcHBSMBC1lbXWVnEWlrbVdvcVdzAAEAAAAEAAAAAwAAAGNwdQAEAAAAfAAAAFgAAAAw",
                "AAAABAAAAIz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAAC0/v//CAAAAAAA",
                "AAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZADY/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "APj+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAAAAT///8CAAAA",
                "DAAAAAQAAAAU////GP///wEAAAAEAAAAov///wAAAA4EAAAAAQAAAAQAAAACAAAAMTYAAGT///8I",
                "AAAAAAAAAgEAAAAEAAAAVP///wIAAAAwAAAABAAAAOL///8AAAAOBAAAAAEAAAAEAAAAAgAAADE2",
                "AAAAAAoADAAAAAgABwAKAAAAAAAADgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "vmap",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cc00000000000p+0",
                        "0x1.3400000000000p-1 -0x1.0c00000000000p+1 "
                        "-0x1.9200000000000p-12 0x1.9000000000000p+1",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5000000000000p-26 0x1.2c00000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAk",
                "BQAAwAUAAMAFAAAIBQAAvAUAAMwFAAAAAAEA2AUAADAGAABMBgAAoAYAAPwGAAAAAAIAAgAAAAAA",
                "AQDTBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD27MVAYkLBwsPEwsL",
                "DwsPIwsPCwsLDwsPCwsPCw8PCxsPDwsbDw8bDwsbDw8LHw8PCx8PCx8PCw8PCx8PDx8PCx8PDxsP",
                "Cw8PHwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCTgUFDx8FEREDBQMDKYsF",
                "EwUVFUVLBRcVc3kDBxcZGwcdBwUZEQEABRsFHQUfHSMDBSEdJwMFIwUlHS0vBScVMTcdMzUFKS0F",
                "B+sXSRU5Px07PQUrLQsHpReFFUEPHQ1DLQEHfx8tHUdJBS0tAQepFccVTVMdT1EFLy0BBwoCH00V",
                "VVsdV1kFMS0BBwoCHbcdXV8FMy0BB1YCKzcdY2UFNRVnbR1pawU3LQUHDgIncxVvEx0RcS0FBx4C",
                "OVUddXcFOS0LBwoCF4EVew8dDX0tAQd/MVEdgYMFOxWFEx0Rhy0FBx4CF6sDAQ0BAwOPHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWLiyMLAwWfow0DkaEdQQ0DkaUdQx0xHUUdRx8REQEAAAAA",
                "AAAAHUkDBY+PAQkBAgIpBRERCSkDEQkFEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMVAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDyELJQADRysJBQMFAwMHRmEHAwUDAQNHfwkJAwUFBwMJBAMFBQkGAwEFAQAGCksd",
                "Gw8VFQMhRRVBRRMLMw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxl",
                "PgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX21pc2hfZ3JhZF9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9taXNoX2dyYWRfa2VybmVsAGph",
                "eC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGph",
                "eF9taXNoX2dyYWQACD0LBT8BC5mbnaepEZOVq4mXjYmNA60Rk5WviZexiY0AAQAAAAQAAAADAAAA",
                "Y3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAPP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9n",
                "cmFkAAAAAGT+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAqP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAMAAAABAAAALj+//+8/v//AgAAAAwAAAAEAAAAzP7//9D+//8CAAAAMAAAAAQAAABe////",
                "AAAADgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhv///wAAAA4EAAAAAgAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAANAAAAFT///8IAAAAAAAAAgIAAAAMAAAABAAAAEj///9M////AgAAADgA",
                "AAAEAAAA2v///wAAAA4EAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAKAAwAAAAIAAcACgAA",
                "AAAAAA4EAAAAAQAAAAQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8E",
                "AAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "sharded",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAg",
                "BQAAvAUAALwFAAAEBQAAuAUAAPgFAAAAAAIANAYAAHQGAACQBgAA3AYAADgHAAAAAAIAAgAAAAAA",
                "AQDNBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD3a8XAXUH",
                "Cw8PDw8LDw8LCxMjCw8LDwsPCwsLCwsPCw8LGw8PCx8PDwsfDwsfCwsPDwsfDw8bCw8PCxsPDxsL",
                "Aw8XExMPFw8PBS0LCw8vEwsLCwsTCxMbCxsLCwsLCwsTAQsTEw8HCwUNExMHHxMHAu4EHwUXFTU7",
                "HVEBHVNVHWNlBQsdKwEdLQEFGQUbAwNzpwMHGx0fISMlBR0RCQAFHxEFCQUhEQUFBSMJDQUlBScF",
                "KR0zBQUrHTc5BS0tAwepFccVPUMdP0EFLy0DBwoCH00VRUsdR0kFMS0DBwoCHbcdTU8FMy0DB1YC",
                "KzcFNQU3FVddHVlbBTktEwcKAheBFV8FHRVhLQMHfzFRBTsVZ20daWsFPS0TB6UXhRVvBR0VcS0D",
                "B38fLQU/DSkDfQEPBXV1BQN7AQMpCQsDfwEBCSkBAQMvAwEdQQMDiR8TEQAAAAAAAAAADQOFdR1D",
                "CwMdRQUBAwWLiyMRAwWbnw0FjZ2FdR1HDQWNoYV1HUkdMR1LDQEdTR1PAwWJiRsDQQcbAyEHAQIC",
                "BwEJKQNBDykDIQ8FEQULCwULCykDBRUTBEYCBQNRARkBBwQeAgMBCQVAAQMNUAEFBwTzAxEbBRcP",
                "FxEAAQYRAwEDAwEGDwMBAwEHVjEHBQEBBQcFBwSDAxEfBQcHBwcAAQYJAw0DAQEmCwMNAwMJAwEL",
                "RwsXCQMNAwcBBgsDAwMJC0cJFwsDDQUFBwEGCQMDAw0JBAcFCw8BBgEDCwMLAQYBAwsDCQ8EAQUP",
                "DQYDAQUBAMoIUR0bDxUVAyEbKQsZFSMVEwszDSkFBQcTJSk5L0NbFREfDycLDzcLCRFidWlsdGlu",
                "AHNkeQB2aGxvAHVucmVhbGl6ZWRfY29udmVyc2lvbl9jYXN0AG1vZHVsZQBtZXNoAG1hbnVhbF9j",
                "b21wdXRhdGlvbgByZXR1cm4AY3VzdG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsv",
                "d3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvZXhwb3J0L2ph",
                "eF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNlc19zaGFwZV9wb2x5",
                "bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfYm90aABk",
                "eQB4AGEAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4A",
                "bWFpbgA8bW9kdWxlPgBzaGFyZF9tYXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9r",
                "ZXJuZWwAbWlzaABtaGxvLmJhY2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2lu",
                "Zm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFk",
                "AAhHDQVPAQV5DQuVl5mjpQd3gXcRj5Gpg5OHg4cRj5Grg5Otg4cAAAABAAAABAAAAAMAAABjcHUA",
                "BAAAAHwAAABYAAAAMAAAAAQAAAD8/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQA",
                "AAAAJP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QASP7//wgAAAAAAAABDQAAAGph",
                "eF9taXNoX2dyYWQAAABo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAA",
                "ACQAAAAEAAAAnP7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAALj+//8IAAAAAAAAAQsAAAAIAxoB",
                "AkoBAlIBAAACAAAAJAAAAAQAAADg/v//CAAAAAAAAAELAAAACAMaAQJKAQJSAQAA/P7//wgAAAAA",
                "AAABCwAAAAgDGgECSgECUgEAAAIAAAAkAAAABAAAAH7///8AAAAOBAAAAAEAAAAEAAAAAgAAADE2",
                "AACa////AAAADgQAAAABAAAABAAAAAIAAAAxNgAAXP///wgAAAAAAAACAgAAAAwAAAAEAAAAUP//",
                "/1T///8CAAAAMAAAAAQAAADi////AAAADgQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcA",
                "CgAAAAAAAA4EAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAM",
                "AAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz/",
                "//8EAAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "mish",
            "dtype": "float16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABk",
                "AwAAAAQAAAAEAABIAwAA/AMAAAQEAAAAAAEACAQAACgEAAA8BAAAaAQAALwEAAAAAAIAAQAAAAAA",
                "AAASAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwORbw8BTwsHDyMLDwsL",
                "Cw8LEwsPCw8PCxsLDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsLLwEFCw8DCxMX",
                "BxMHAgYDBQ0fEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAwUXAwMZTwUZHR0fBRsVISkdIyUFHS0n",
                "B6UXhQUfFSsxHS0vBSEtAQeFRVMVMzkdNTcFIy0BB6kVxxU7QR09PwUlLQEHCgIfTRVDSR1FRwUn",
                "LQEHCgIdtx1LTQUpLQEHVgIrNw0BAwEDA20DA08jBwMDWw0DXV8dKx0tHScdLwsDHTEdMwUBHwsR",
                "AAAAAAAAAAABCQECAikDQQkRAwUDBQcpAwUNEwRRBQFRAwcBBwQ/AwEFA1ADAwcEKwMFCwMLEwAF",
                "RxsXBQMFAwEHBAMDAwYDAQUBAGIGNRsDDxUhEwszDTdDCzUpBRklKTlbFR8RDwsRYnVpbHRpbgB2",
                "aGxvAG1vZHVsZQBmdW5jX3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9leHBv",
                "cnQvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhp",
                "c20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AG1o",
                "bG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS9taXNoX2tlcm5lbABtaXNoAC93b3JrL3d0",
                "L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5",
                "AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AGpheC5yZXN1bHRfaW5mbwBy",
                "ZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9md2QACCcHBSMBC1VXWWFjEWVnaVFrU1FTAAABAAAA",
                "BAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAAamF4X21pc2hf",
                "YXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAAP///wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAACQQAAAABAAAA",
                "BAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAK",
                "AAAAAAAACQQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwA",
                "CwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 0x1.3340000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3340000000000p-1",
                        "0x1.3340000000000p-1 0x1.0c80000000000p+0 "
                        "0x1.b200000000000p-17 0x1.0a80000000000p+0",
                        "-0x1.b880000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.0000000000000p-24 0x1.90c0000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAD8",
                "BAAAmAUAAJgFAADgBAAAlAUAAJwFAAAAAAEAoAUAAMAFAADUBQAAAAYAAFQGAAAAAAIAAQAAAAAA",
                "AACsBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHwUBBQ8BAwsDDQ8TFxsfIwPFmRkBbwsHDw8L",
                "DyMLDwsLCw8LDwsPGw8LGw8PCxsPDwsfDw8LHw8LHw8LEwsPCw8PCxsLDw8LGwsPDxsDKy8LDwsP",
                "EwsLCwsfDwsLCwsLEw8TDwEFCw8DFRMPBxcHExMHEwcCXgQFEx8RAwUVIQsFFRUlKwMHDxETBRUF",
                "BRcRAQAFGQUbBR0dGwMFHx0fBwUhHQkjLQEHiWuLHScpBSMtAQeJRZMVLTMdLzEFJS0BB6kVxxU1",
                "Ox03OQUnLQEHCgIfTRU9Qx0/QQUpLQEHCgIdtx1FRwUrLQEHVgIrNx1LBwUtAwNPcQUvHVNVBTEV",
                "V18dWVsFMy1dB60XdwU1FWFpHWNlBTctZwelF4UFORVrCx0JbS0BB4l7iR8VEQAAAAAAAAAADQED",
                "A3EjCwMDeQ0De30dOx09HSkdPx8HCQAAgD8fEQELAx1BHUMDAQUBAwVvbwMDlRUBAQEDA28BCQEC",
                "AikDQQ0pAQkJEQMFAwUHKQNBCSkDARMdKQMFFxMEfQUBUQMNAQcEawMBBQNQAwMHBFcDCxcDCxkA",
                "BUIDBQMHB0YdBwMPAwMJBkkDBQMFC0dRTQkDBQUHAQ0EAwMJBgMBBQEAlgpFHQMPFSFDC1EVYSlp",
                "EwszDTdhBRklKTlbWxUfFykZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFu",
                "dF92MQBicm9hZGNhc3RfaW5fZGltX3YxAGNvbnZlcnRfdjEAY3VzdG9tX2NhbGxfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGZ1bmN0aW9u",
                "Ljxsb2NhbHM+LjxsYW1iZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AGpheC51c2VzX3NoYXBlX3BvbHlt",
                "b3JwaGlzbQBtaGxvLm51bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9fbGFtYmRh",
                "AHgAaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jyb2FkY2FzdF9pbl9kaW0AZnVuY3Rp",
                "b24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+AG1haW4A",
                "PG1vZHVsZT4Aaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL2NvbnZlcnRfZWxlbWVudF90",
                "eXBlAG1obG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS90cmFuc3Bvc2UoanZwKCkpL21p",
                "c2hfZ3JhZF9rZXJuZWwAX21pc2hfanZwAC93b3JrL3d0L2V4cG9ydC9qYXhfbWlzaC9fcHJpbWl0",
                "aXZlcy5weQBtaXNoAC93b3JrL3d0L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgvCwUvAQtzdXd/gQODA4URh4mL",
                "jY+Rk5cBAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAA",
                "CQQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoA",
                "DAAAAAgABwAKAAAAAAAACQQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQ",
                "AAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgA",
                "AAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACE",
                "AwAAIAQAACAEAABoAwAAHAQAACQEAAAAAAEAMAQAAFAEAABkBAAAsAQAAAwFAAAAAAIAAgAAAAAA",
                "AQAzAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOXdQ8BUwcLDyMLDwsL",
                "Cw8LDwsTCw8LDw8LHwsPDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsLCwsTDwEFCw8D",
                "CxMbBxMHAjYDHwUNEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAQUXHRkBBRkDAx1TBRsdISMFHRUl",
                "LR0nKQUfLSsHCgIXgQUhFS81HTEzBSMtAweNTW0VNz0dOTsFJS0DB6kVxxU/RR1BQwUnLQMHCgIf",
                "TRVHTR1JSwUpLQMHCgIdtx1PUQUrLQMHVgIrNw0BHwsRAAAAAAAAAAADAQMFU1MjBwMDXw0DYWMd",
                "LR0vHSkdMQsDHTMdNQUBAwVVVQMDVQEJAQICKQNBCREFBQUDBQcpAwUNEwRXBQFRAQcBBwRFAwEF",
                "A1ABAwcEMQMHCwULEwsXAAVHHxsFAwUFAQMHBAEDBQYDAQUBAJ4GNx0DDxUhEwszDTdDFT8pBQcZ",
                "JSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1",
                "cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVz",
                "ZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGlj",
                "YXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkA",
                "ZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+",
                "AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNo",
                "X2dyYWQACCcHBSMBC1lbXWVnEWlrbVdvcVdzAAEAAAAEAAAAAwAAAGNwdQAEAAAAfAAAAFgAAAAw",
                "AAAABAAAAIz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAAC0/v//CAAAAAAA",
                "AAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZADY/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "APj+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAAAAT///8CAAAA",
                "DAAAAAQAAAAU////GP///wEAAAAEAAAAov///wAAAAkEAAAAAQAAAAQAAAACAAAAMTYAAGT///8I",
                "AAAAAAAAAgEAAAAEAAAAVP///wIAAAAwAAAABAAAAOL///8AAAAJBAAAAAEAAAAEAAAAAgAAADE2",
                "AAAAAAoADAAAAAgABwAKAAAAAAAACQQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccc0000000000p+0",
                        "0x1.3340000000000p-1 -0x1.0c80000000000p+1 "
                        "0x1.b000000000000p-18 0x1.8fc0000000000p+1",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+1 -0x0.0p+0 "
                        "0x1.2c80000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAk",
                "BQAAwAUAAMAFAAAIBQAAvAUAAMwFAAAAAAEA2AUAADAGAABMBgAAoAYAAPwGAAAAAAIAAgAAAAAA",
                "AQDTBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD27MVAYkLBwsPEwsL",
                "DwsPIwsPCwsLDwsPCwsPCw8PCxsPDwsbDw8bDwsbDw8LHw8PCx8PCx8PCw8PCx8PDx8PCx8PDxsP",
                "Cw8PHwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCTgUFDx8FEREDBQMDKYsF",
                "EwUVFUVLBRcVc3kDBxcZGwcdBwUZEQEABRsFHQUfHSMDBSEdJwMFIwUlHS0vBScVMTcdMzUFKS0F",
                "B+sXSRU5Px07PQUrLQsHpReFFUEPHQ1DLQEHfx8tHUdJBS0tAQepFccVTVMdT1EFLy0BBwoCH00V",
                "VVsdV1kFMS0BBwoCHbcdXV8FMy0BB1YCKzcdY2UFNRVnbR1pawU3LQUHDgIncxVvEx0RcS0FBx4C",
                "OVUddXcFOS0LBwoCF4EVew8dDX0tAQd/MVEdgYMFOxWFEx0Rhy0FBx4CF6sDAQ0BAwOPHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWLiyMLAwWfow0DkaEdQQ0DkaUdQx0xHUUdRx8REQEAAAAA",
                "AAAAHUkDBY+PAQkBAgIpBRERCSkDEQkHEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMVAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDyELJQADRysJBQMFAwMHRmEHAwUDAQNHfwkJAwUFBwMJBAMFBQkGAwEFAQAGCksd",
                "Gw8VFQMhRRVBRRMLMw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxl",
                "PgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX21pc2hfZ3JhZF9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9taXNoX2dyYWRfa2VybmVsAGph",
                "eC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGph",
                "eF9taXNoX2dyYWQACD0LBT8BC5mbnaepEZOVq4mXjYmNA60Rk5WviZexiY0AAQAAAAQAAAADAAAA",
                "Y3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAPP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9n",
                "cmFkAAAAAGT+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAqP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAMAAAABAAAALj+//+8/v//AgAAAAwAAAAEAAAAzP7//9D+//8CAAAAMAAAAAQAAABe////",
                "AAAACQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhv///wAAAAkEAAAAAgAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAANAAAAFT///8IAAAAAAAAAgIAAAAMAAAABAAAAEj///9M////AgAAADgA",
                "AAAEAAAA2v///wAAAAkEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAKAAwAAAAIAAcACgAA",
                "AAAAAAkEAAAAAQAAAAQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8E",
                "AAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAg",
                "BQAAvAUAALwFAAAEBQAAuAUAAPgFAAAAAAIANAYAAHQGAACQBgAA3AYAADgHAAAAAAIAAgAAAAAA",
                "AQDNBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD3a8XAXUH",
                "Cw8PDw8LDw8LCxMjCw8LDwsPCwsLCwsPCw8LGw8PCx8PDwsfDwsfCwsPDwsfDw8bCw8PCxsPDxsL",
                "Aw8XExMPFw8PBS0LCw8vEwsLCwsTCxMbCxsLCwsLCwsTAQsTEw8HCwUNExMHHxMHAu4EHwUXFTU7",
                "HVEBHVNVHWNlBQsdKwEdLQEFGQUbAwNzpwMHGx0fISMlBR0RCQAFHxEFCQUhEQUFBSMJDQUlBScF",
                "KR0zBQUrHTc5BS0tAwepFccVPUMdP0EFLy0DBwoCH00VRUsdR0kFMS0DBwoCHbcdTU8FMy0DB1YC",
                "KzcFNQU3FVddHVlbBTktEwcKAheBFV8FHRVhLQMHfzFRBTsVZ20daWsFPS0TB6UXhRVvBR0VcS0D",
                "B38fLQU/DSkDfQEPBXV1BQN7AQMpCQsDfwEBCSkBAQMvAwEdQQMDiR8TEQAAAAAAAAAADQOFdR1D",
                "CwMdRQUBAwWLiyMRAwWbnw0FjZ2FdR1HDQWNoYV1HUkdMR1LDQEdTR1PAwWJiRsDQQcbAyEHAQIC",
                "CQEJKQNBDykDIQ8HEQULCwULCykDBRUTBEYCBQNRARkBBwQeAgMBCQVAAQMNUAEFBwTzAxEbBRcP",
                "FxEAAQYRAwEDAwEGDwMBAwEHVjEHBQEBBQcFBwSDAxEfBQcHBwcAAQYJAw0DAQEmCwMNAwMJAwEL",
                "RwsXCQMNAwcBBgsDAwMJC0cJFwsDDQUFBwEGCQMDAw0JBAcFCw8BBgEDCwMLAQYBAwsDCQ8EAQUP",
                "DQYDAQUBAMoIUR0bDxUVAyEbKQsZFSMVEwszDSkFBQcTJSk5L0NbFREfDycLDzcLCRFidWlsdGlu",
                "AHNkeQB2aGxvAHVucmVhbGl6ZWRfY29udmVyc2lvbl9jYXN0AG1vZHVsZQBtZXNoAG1hbnVhbF9j",
                "b21wdXRhdGlvbgByZXR1cm4AY3VzdG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsv",
                "d3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvZXhwb3J0L2ph",
                "eF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNlc19zaGFwZV9wb2x5",
                "bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfYm90aABk",
                "eQB4AGEAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4A",
                "bWFpbgA8bW9kdWxlPgBzaGFyZF9tYXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9r",
                "ZXJuZWwAbWlzaABtaGxvLmJhY2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2lu",
                "Zm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFk",
                "AAhHDQVPAQV5DQuVl5mjpQd3gXcRj5Gpg5OHg4cRj5Grg5Otg4cAAAABAAAABAAAAAMAAABjcHUA",
                "BAAAAHwAAABYAAAAMAAAAAQAAAD8/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQA",
                "AAAAJP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QASP7//wgAAAAAAAABDQAAAGph",
                "eF9taXNoX2dyYWQAAABo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAA",
                "ACQAAAAEAAAAnP7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAALj+//8IAAAAAAAAAQsAAAAIAxoB",
                "AkoBAlIBAAACAAAAJAAAAAQAAADg/v//CAAAAAAAAAELAAAACAMaAQJKAQJSAQAA/P7//wgAAAAA",
                "AAABCwAAAAgDGgECSgECUgEAAAIAAAAkAAAABAAAAH7///8AAAAJBAAAAAEAAAAEAAAAAgAAADE2",
                "AACa////AAAACQQAAAABAAAABAAAAAIAAAAxNgAAXP///wgAAAAAAAACAgAAAAwAAAAEAAAAUP//",
                "/1T///8CAAAAMAAAAAQAAADi////AAAACQQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcA",
                "CgAAAAAAAAkEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAM",
                "AAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz/",
                "//8EAAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "mish",
            "dtype": "float64",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAABk",
                "AwAAAAQAAAAEAABIAwAA/AMAAAQEAAAAAAEACAQAACgEAAA8BAAAaAQAALwEAAAAAAIAAQAAAAAA",
                "AAASAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwORbw8BTwsHDyMLDwsL",
                "Cw8LEwsPCw8PCxsLDw8LGw8PCxsPDwsfDw8LHw8LHwMhCwsPDwsPEwsLCwsLCwsLLwEFCw8DCxMX",
                "BxMHAgYDBQ0fEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAwUXAwMZTwUZHR0fBRsVISkdIyUFHS0n",
                "B6UXhQUfFSsxHS0vBSEtAQeFRVMVMzkdNTcFIy0BB6kVxxU7QR09PwUlLQEHCgIfTRVDSR1FRwUn",
                "LQEHCgIdtx1LTQUpLQEHVgIrNw0BAwEDA20DA08jBwMDWw0DXV8dKx0tHScdLwsDHTEdMwUBHwsR",
                "AAAAAAAAAAABCQECAikDQQkRAwUDBQspAwUNEwRRBQFRAwcBBwQ/AwEFA1ADAwcEKwMFCwMLEwAF",
                "RxsXBQMFAwEHBAMDAwYDAQUBAGIGNRsDDxUhEwszDTdDCzUpBRklKTlbFR8RDwsRYnVpbHRpbgB2",
                "aGxvAG1vZHVsZQBmdW5jX3YxAGN1c3RvbV9jYWxsX3YxAHJldHVybl92MQAvd29yay93dC9leHBv",
                "cnQvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBqYXgudXNlc19zaGFwZV9wb2x5bW9ycGhp",
                "c20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfX2xhbWJkYQB4AG1o",
                "bG8uYmFja2VuZF9jb25maWcAaml0KDxsYW1iZGE+KS9taXNoX2tlcm5lbABtaXNoAC93b3JrL3d0",
                "L2V4cG9ydC9qYXhfbWlzaC9fYXBpLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGVudHJ5",
                "AG1haW4uPGxvY2Fscz4uPGxpc3Rjb21wPgBtYWluADxtb2R1bGU+AGpheC5yZXN1bHRfaW5mbwBy",
                "ZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9md2QACCcHBSMBC1VXWWFjEWVnaVFrU1FTAAABAAAA",
                "BAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEUAAAAamF4X21pc2hf",
                "YXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QAAP///wgA",
                "AAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAA",
                "AAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADC////AAAACwQAAAABAAAA",
                "BAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAAAAoADAAAAAgABwAK",
                "AAAAAAAACwQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwA",
                "CwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAAAAgAAAAEAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 0x1.3333333333333p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333333333333p-1",
                        "0x1.3333333333333p-1 0x1.0c8da341a5e7ap+0 "
                        "0x1.179aa159f8000p-17 0x1.0a877702d062ep+0",
                        "-0x1.b882982ed8a2fp-5 0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-25 0x1.90cebd63f9e85p-1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACs",
                "BAAASAUAAEgFAACQBAAARAUAAEwFAAAAAAEAUAUAAHAFAACEBQAAsAUAAAQGAAAAAAIAAQAAAAAA",
                "AABZBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABHQUBBQ0BAwsDCw8TFxsfA72VFQFrCwcPCw8j",
                "Cw8LCwsPCw8LDw8bDwsbDw8LGw8PCx8PDwsfDwsfEwsPCw8PCxsLDw8LGwsPDxsDKy8LDwsPEwsL",
                "CwsvDwsLCwsLEw8TDwEFCw8DERMHDxcTBxMHAkYEBREfEQMFBRMVJSsDBw0PEQUTBQUVEQEABRcF",
                "GQUbHRkDBR0dHR8FHxUhCR0HIy0BB4lrix0nKQUhLQEHiUWTFS0zHS8xBSMtAQepFccVNTsdNzkF",
                "JS0BBwoCH00VPUMdP0EFJy0BBwoCHbcdRUcFKS0BB1YCKzcDA0ttBSsdT1EFLRVTWx1VVwUvLVkH",
                "rRd3BTEVXWUdX2EFMy1jB6UXhQU1FWcJHQdpLQEHiXuJHxERAAAAAAAAAAANAQMDbSMLAwN1DQN3",
                "eR03HTkdJx07HwkRAAAAAAAA8D8fDQELAx09HT8DAQUBAwVrawMDkRUBAQEDA2sBCQECAikDQQcL",
                "KQEHEQMFAwUpAwEPHSkDBRMTBG8FAVEDCwEHBF0DAQUDUAMDBwRJAwkTAwsXAAVCAwUDCQdGGwcD",
                "BQMDCUdNSQkDBQUFAQsEAwMHBgMBBQEAkglBHQMPFSFDC1EVYSkTCzMNN2EFGSUpOVtbFR8pGREP",
                "CxFidWlsdGluAHZobG8AbW9kdWxlAGZ1bmNfdjEAY29uc3RhbnRfdjEAYnJvYWRjYXN0X2luX2Rp",
                "bV92MQBjdXN0b21fY2FsbF92MQByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9y",
                "dF9nb2xkZW4vd3JpdGUucHkAZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4uPGxvY2Fscz4uPGxh",
                "bWJkYT4AamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhs",
                "by5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAo",
                "KSkvYnJvYWRjYXN0X2luX2RpbQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWlu",
                "Ljxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxlPgBtaGxvLmJhY2tlbmRfY29uZmlnAGpp",
                "dCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2dyYWRfa2VybmVsAF9taXNoX2p2cAAv",
                "d29yay93dC9leHBvcnQvamF4X21pc2gvX3ByaW1pdGl2ZXMucHkAbWlzaAAvd29yay93dC9leHBv",
                "cnQvamF4X21pc2gvX2FwaS5weQBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4",
                "X21pc2hfZ3JhZAAILwsFKwELb3Fze30DfwOBEYOFh4mLjY+TAAAAAQAAAAQAAAADAAAAY3B1AAQA",
                "AAB8AAAAWAAAADAAAAAEAAAAtP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAA",
                "ANz+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhf",
                "bWlzaF9ncmFkAAAAIP///wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAE",
                "AAAANP///wEAAAAEAAAAQP///wEAAAAEAAAAwv///wAAAAsEAAAAAQAAAAQAAAACAAAAMTYAAIT/",
                "//8IAAAAAAAAAgEAAAAEAAAAfP///wEAAAAQAAAAAAAKAAwAAAAIAAcACgAAAAAAAAsEAAAAAQAA",
                "AAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAA",
                "AAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4A",
                "AAAA",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAACE",
                "AwAAIAQAACAEAABoAwAAHAQAACQEAAAAAAEAMAQAAFAEAABkBAAAsAQAAAwFAAAAAAIAAgAAAAAA",
                "AQAzAwAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGQUBBQkBAwsDBw8TFwOXdQ8BUwcLDyMLDwsL",
                "Cw8LDwsTCw8LDw8LHwsPDwsbDw8LGw8PCx8PDwsfDwsfAyMLLwsTCw8TCwsLCwsLCwsTDwEFCw8D",
                "CxMbBxMHAjYDHwUNEQMFAwcJCw0FDwUFDxEBAAURBRMFFR0VAQUXHRkBBRkDAx1TBRsdISMFHRUl",
                "LR0nKQUfLSsHCgIXgQUhFS81HTEzBSMtAweNTW0VNz0dOTsFJS0DB6kVxxU/RR1BQwUnLQMHCgIf",
                "TRVHTR1JSwUpLQMHCgIdtx1PUQUrLQMHVgIrNw0BHwsRAAAAAAAAAAADAQMFU1MjBwMDXw0DYWMd",
                "LR0vHSkdMQsDHTMdNQUBAwVVVQMDVQEJAQICKQNBCREFBQUDBQspAwUNEwRXBQFRAQcBBwRFAwEF",
                "A1ABAwcEMQMHCwULEwsXAAVHHxsFAwUFAQMHBAEDBQYDAQUBAJ4GNx0DDxUhEwszDTdDFT8pBQcZ",
                "JSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MQByZXR1",
                "cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVz",
                "ZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGlj",
                "YXMAaml0X19sYW1iZGEAZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlz",
                "aF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkA",
                "ZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4AZW50cnkAbWFpbi48bG9jYWxzPi48bGlzdGNvbXA+",
                "AG1haW4APG1vZHVsZT4AamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNo",
                "X2dyYWQACCcHBSMBC1lbXWVnEWlrbVdvcVdzAAEAAAAEAAAAAwAAAGNwdQAEAAAAfAAAAFgAAAAw",
                "AAAABAAAAIz+//8IAAAAAAAAARQAAABqYXhfbWlzaF9hc2NlbmRfZ3JhZAAAAAC0/v//CAAAAAAA",
                "AAETAAAAamF4X21pc2hfYXNjZW5kX2Z3ZADY/v//CAAAAAAAAAENAAAAamF4X21pc2hfZ3JhZAAA",
                "APj+//8IAAAAAAAAAQwAAABqYXhfbWlzaF9md2QAAAAAAAAAAAAAAAABAAAABAAAAAT///8CAAAA",
                "DAAAAAQAAAAU////GP///wEAAAAEAAAAov///wAAAAsEAAAAAQAAAAQAAAACAAAAMTYAAGT///8I",
                "AAAAAAAAAgEAAAAEAAAAVP///wIAAAAwAAAABAAAAOL///8AAAALBAAAAAEAAAAEAAAAAgAAADE2",
                "AAAAAAoADAAAAAgABwAKAAAAAAAACwQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAA",
                "ACwAAAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAAC",
                "AgAAABAAAAAEAAAA/P///wQABAAEAAAACAAAADxsYW1iZGE+AAAAAA==",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccccccccccccdp+0",
                        "0x1.3333333333333p-1 -0x1.0c8da341a5e7ap+1 "
                        "0x1.179aa159f8000p-18 0x1.8fcb328438945p+1",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+1 "
                        "-0x1.5065f85521206p-26 0x1.2c9b0e0afb6e4p+1",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAk",
                "BQAAwAUAAMAFAAAIBQAAvAUAAMwFAAAAAAEA2AUAADAGAABMBgAAoAYAAPwGAAAAAAIAAgAAAAAA",
                "AQDTBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABGwUBBQsBAwsDCQ8TFxsD27MVAYkLBwsPEwsL",
                "DwsPIwsPCwsLDwsPCwsPCw8PCxsPDwsbDw8bDwsbDw8LHw8PCx8PCx8PCw8PCx8PDx8PCx8PDxsP",
                "Cw8PHwMrCwsPTwsLCwsTCxMTCxMLCwsLLwsTAQULDwMRFxMHHxMHEwcCTgUFDx8FEREDBQMDKYsF",
                "EwUVFUVLBRcVc3kDBxcZGwcdBwUZEQEABRsFHQUfHSMDBSEdJwMFIwUlHS0vBScVMTcdMzUFKS0F",
                "B+sXSRU5Px07PQUrLQsHpReFFUEPHQ1DLQEHfx8tHUdJBS0tAQepFccVTVMdT1EFLy0BBwoCH00V",
                "VVsdV1kFMS0BBwoCHbcdXV8FMy0BB1YCKzcdY2UFNRVnbR1pawU3LQUHDgIncxVvEx0RcS0FBx4C",
                "OVUddXcFOS0LBwoCF4EVew8dDX0tAQd/MVEdgYMFOxWFEx0Rhy0FBx4CF6sDAQ0BAwOPHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWLiyMLAwWfow0DkaEdQQ0DkaUdQx0xHUUdRx8REQEAAAAA",
                "AAAAHUkDBY+PAQkBAgIpBRERCSkDEQkLEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMVAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDyELJQADRysJBQMFAwMHRmEHAwUDAQNHfwkJAwUFBwMJBAMFBQkGAwEFAQAGCksd",
                "Gw8VFQMhRRVBRRMLMw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MQBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4AbWFpbgA8bW9kdWxl",
                "PgBqaXQoYm90aCkvdm1hcCgpL2Jyb2FkY2FzdF9pbl9kaW0AX21pc2hfZ3JhZF9iYXRjaC48bG9j",
                "YWxzPi5mcm9udABtaXNoX2dyYWQAaml0KGJvdGgpL3ZtYXAoKS9taXNoX2dyYWRfa2VybmVsAGph",
                "eC5yZXN1bHRfaW5mbwAAcmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGph",
                "eF9taXNoX2dyYWQACD0LBT8BC5mbnaepEZOVq4mXjYmNA60Rk5WviZexiY0AAQAAAAQAAAADAAAA",
                "Y3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAPP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9n",
                "cmFkAAAAAGT+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIj+//8IAAAAAAAAAQ0A",
                "AABqYXhfbWlzaF9ncmFkAAAAqP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAA",
                "AAIAAAAMAAAABAAAALj+//+8/v//AgAAAAwAAAAEAAAAzP7//9D+//8CAAAAMAAAAAQAAABe////",
                "AAAACwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhv///wAAAAsEAAAAAgAAABAAAAAE",
                "AAAAAQAAADQAAAABAAAANAAAAFT///8IAAAAAAAAAgIAAAAMAAAABAAAAEj///9M////AgAAADgA",
                "AAAEAAAA2v///wAAAAsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAKAAwAAAAIAAcACgAA",
                "AAAAAAsEAAAAAQAAAAQAAAABAAAANAAAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsA",
                "AAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8E",
                "AAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "KAAAACQARABCADwAOAA0ADAALAAqACQAIAAcABgAFAAQAAwACgAEACQAAABAAAAAAAAKAEAAAAAg",
                "BQAAvAUAALwFAAAEBQAAuAUAAPgFAAAAAAIANAYAAHQGAACQBgAA3AYAADgHAAAAAAIAAgAAAAAA",
                "AQDNBAAATUzvUg1TdGFibGVITE9fdjEuMTMuMAABJwcBBQkRAQUPEwMHFxsfBQcjJysD3a8XAXUH",
                "Cw8PDw8LDw8LCxMjCw8LDwsPCwsLCwsPCw8LGw8PCx8PDwsfDwsfCwsPDwsfDw8bCw8PCxsPDxsL",
                "Aw8XExMPFw8PBS0LCw8vEwsLCwsTCxMbCxsLCwsLCwsTAQsTEw8HCwUNExMHHxMHAu4EHwUXFTU7",
                "HVEBHVNVHWNlBQsdKwEdLQEFGQUbAwNzpwMHGx0fISMlBR0RCQAFHxEFCQUhEQUFBSMJDQUlBScF",
                "KR0zBQUrHTc5BS0tAwepFccVPUMdP0EFLy0DBwoCH00VRUsdR0kFMS0DBwoCHbcdTU8FMy0DB1YC",
                "KzcFNQU3FVddHVlbBTktEwcKAheBFV8FHRVhLQMHfzFRBTsVZ20daWsFPS0TB6UXhRVvBR0VcS0D",
                "B38fLQU/DSkDfQEPBXV1BQN7AQMpCQsDfwEBCSkBAQMvAwEdQQMDiR8TEQAAAAAAAAAADQOFdR1D",
                "CwMdRQUBAwWLiyMRAwWbnw0FjZ2FdR1HDQWNoYV1HUkdMR1LDQEdTR1PAwWJiRsDQQcbAyEHAQIC",
                "DQEJKQNBDykDIQ8LEQULCwULCykDBRUTBEYCBQNRARkBBwQeAgMBCQVAAQMNUAEFBwTzAxEbBRcP",
                "FxEAAQYRAwEDAwEGDwMBAwEHVjEHBQEBBQcFBwSDAxEfBQcHBwcAAQYJAw0DAQEmCwMNAwMJAwEL",
                "RwsXCQMNAwcBBgsDAwMJC0cJFwsDDQUFBwEGCQMDAw0JBAcFCw8BBgEDCwMLAQYBAwsDCQ8EAQUP",
                "DQYDAQUBAMoIUR0bDxUVAyEbKQsZFSMVEwszDSkFBQcTJSk5L0NbFREfDycLDzcLCRFidWlsdGlu",
                "AHNkeQB2aGxvAHVucmVhbGl6ZWRfY29udmVyc2lvbl9jYXN0AG1vZHVsZQBtZXNoAG1hbnVhbF9j",
                "b21wdXRhdGlvbgByZXR1cm4AY3VzdG9tX2NhbGxfdjEAZnVuY192MQByZXR1cm5fdjEAL3dvcmsv",
                "d3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAL3dvcmsvd3QvZXhwb3J0L2ph",
                "eF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNlc19zaGFwZV9wb2x5",
                "bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRfYm90aABk",
                "eQB4AGEAaml0KGJvdGgpL3NoYXJkX21hcABlbnRyeQBtYWluLjxsb2NhbHM+LjxsaXN0Y29tcD4A",
                "bWFpbgA8bW9kdWxlPgBzaGFyZF9tYXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9r",
                "ZXJuZWwAbWlzaABtaGxvLmJhY2tlbmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2lu",
                "Zm8AAHJlc3VsdFswXQByZXN1bHRbMV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFk",
                "AAhHDQVPAQV5DQuVl5mjpQd3gXcRj5Gpg5OHg4cRj5Grg5Otg4cAAAABAAAABAAAAAMAAABjcHUA",
                "BAAAAHwAAABYAAAAMAAAAAQAAAD8/f//CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQA",
                "AAAAJP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9md2QASP7//wgAAAAAAAABDQAAAGph",
                "eF9taXNoX2dyYWQAAABo/v//CAAAAAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAA",
                "ACQAAAAEAAAAnP7//wgAAAAAAAABCwAAAAgDGgECSgECUgEAALj+//8IAAAAAAAAAQsAAAAIAxoB",
                "AkoBAlIBAAACAAAAJAAAAAQAAADg/v//CAAAAAAAAAELAAAACAMaAQJKAQJSAQAA/P7//wgAAAAA",
                "AAABCwAAAAgDGgECSgECUgEAAAIAAAAkAAAABAAAAH7///8AAAALBAAAAAEAAAAEAAAAAgAAADE2",
                "AACa////AAAACwQAAAABAAAABAAAAAIAAAAxNgAAXP///wgAAAAAAAACAgAAAAwAAAAEAAAAUP//",
                "/1T///8CAAAAMAAAAAQAAADi////AAAACwQAAAABAAAABAAAAAIAAAAxNgAAAAAKAAwAAAAIAAcA",
                "CgAAAAAAAAsEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAM",
                "AAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz/",
                "//8EAAQABAAAAAQAAABib3RoAAAAAA==",
            ),
        },
    ],
}

# Written by tests/support/export_golden/write.py on cpu.
golden_2026_12_01_jax_0_12_0_1 = {
    "platform": "cpu",
    "date": "2026-12-01",
    "jax_mish": "0.1.0",
    "jax": "0.12.0.1",
    "jaxlib": "0.12.0.1",
    "commit": "a7cf111-dirty",
    "calling_convention_version": 10,
    "entries": [
        {
            "form": "mish",
            "dtype": "float32",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAALQD",
                "AABQBAAAUAQAAJgDAABMBAAAVAQAAAEAAABYBAAAeAQAAIwEAAC4BAAADAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "vPv//wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAACAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDk3EPAVELBw8PDw8PIwsPCwsLDwsTCw8LDw8LGwsLGw8PDwsb",
                "Dw8LHw8LHw8LAyELCw8PCw8TCwsLCwsLCwsvAQULDwMLExcHEwcCAgMFDR8RAwUVCQsdKy0dMTMV",
                "OT8DBxETFQUXBQUPEQEABREFEwUVHR0DBRcDAyFTBRkdJScFGxUpNRUHBwUdLS8HpReFBR8FIS0B",
                "B4lFUxUJNxULDR07PQUjLQEHrRXHFUFHHUNFBSUtAQcSAh9NHUlLBSctAQdeAis3HU8NBSkDAQ0B",
                "AwNvAwNTIwcDA10NA19hHSsdLR0lHS8LAx0xHTMFAR8LEQAAAAAAAAAAAQkBAgIpA0EJEQMFAwUJ",
                "KQMFDRMEUQUBUQMPAQcEPwMBBQNQAwMHBCsDBQsDCxsABUcjHwUDBQMBBwRNAwMGAwEFAQA2BjUb",
                "Aw8VIR0TCw03Qws1KQUZJSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0",
                "b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4v",
                "d3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMA",
                "bWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8",
                "bGFtYmRhPikvbWlzaF9rZXJuZWwAbWlzaAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5w",
                "eQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFt",
                "YmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3ZAAIKQcF",
                "MwELV1lbY2UTZ2lrUW1VUVVRAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAtP7/",
                "/wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz+//8IAAAAAAAAARMAAABqYXhf",
                "bWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAIP///wgAAAAA",
                "AAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAEAAAANP///wEAAAAEAAAAQP///wEA",
                "AAAEAAAAxP///wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAIT///8IAAAAAAAAAgEAAAAEAAAAfP//",
                "/wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAA",
                "AAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAI",
                "AAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 0x1.3333340000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333340000000p-1",
                        "0x1.3333340000000p-1 0x1.0c8da40000000p+0 "
                        "0x1.1800000000000p-17 0x1.0a87760000000p+0",
                        "-0x1.b882980000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-25 0x1.90cebe0000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAAAF",
                "AACcBQAAnAUAAOQEAACYBQAAoAUAAAEAAACkBQAAxAUAANgFAAAEBgAAWAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "cPr//wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAUwQAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR0FAQUNAQMLAwsPExcbHwPDmxUBcQsHDw8PCw8PDw8PDyMLDwsLCw8LCw8LGw8PCx8P",
                "Cx8PCw8PGwsbEwsPCw8PCxsLDwsbCw8bDw8PAysvCwsPCw8TCwsLCx8PCwsLCxMPEw8BBQsPAxET",
                "Bw8XEwcTBwJKBAURHxEDBR0pCRUrMQUTFQ8JHUlLFRNfHVlbHWFjHQtpAwcbHR8FIQUFFREBAAUX",
                "BRkFGx0nAwUdBR8dLS8FIS0BB60VxxUzOR01NwUjLQEHEgIfTR07PQUlLQEHXgIrNx1BQwUnFUUN",
                "HQtHLQEHjWuLBSktAQeNRZMDA09zBSsdU1UFLRVXaxUREQUvLV0HrRd3BTEVFWcFMy1lB6UXhQU1",
                "FRcPLQEHjXuJFRNtFRVvFRcNHxERAAAAAAAAAAANAQMBAwNzIwsDA30NA3+BHTcdOR0jHTsfCQkA",
                "AIA/Hw0BCwMdPR0/BQEDBXFxAwOXFQEBAQMDcQEJAQICKQNBBwkpAQcRAwUDBSkDAQ8dKQMFExME",
                "bwUBUQMZAQcEXQMBBQNQAwMHBEkDCRMDCyUABUIHBQMJB0Y/BwMFAwMJR1FNCQMFBQUBCwQHAwcG",
                "AwEFAQBmCUEdAw8VIUMLURVhKTdhEwsNHQUZJSk5W1sVHykZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1",
                "bGUAZnVuY192MQBjb25zdGFudF92MQBicm9hZGNhc3RfaW5fZGltX3YxAGN1c3RvbV9jYWxsX3Yy",
                "AHJldHVybl92MQAvd29yay93dC9leHBvcnQvdGVzdHMvZXhwb3J0X2dvbGRlbi93cml0ZS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPi48bG9jYWxzPi48bGFtYmRhPgBqYXgudXNlc19zaGFw",
                "ZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNhcwBqaXRf",
                "X2xhbWJkYQB4AGppdCg8bGFtYmRhPikAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4p",
                "L3RyYW5zcG9zZShqdnAoKSkvYnJvYWRjYXN0X2luX2RpbQBmdW5jdGlvbi48bG9jYWxzPi48bGFt",
                "YmRhPgBtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9t",
                "aXNoX2dyYWRfa2VybmVsAF9taXNoX2p2cAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX3ByaW1p",
                "dGl2ZXMucHkAbWlzaAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBqYXgucmVzdWx0",
                "X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4X21pc2hfZ3JhZAAIMQsFRwELd3l7g4UDhwOJE4uN",
                "j3WRk5WZdQABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAC0/v//CAAAAAAAAAEU",
                "AAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAA3P7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2Vu",
                "ZF9md2QAAP///wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAAg////CAAAAAAAAAEMAAAAamF4",
                "X21pc2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAA0////AQAAAAQAAABA////AQAAAAQAAADE////",
                "AAABCgQAAAABAAAABAAAAAIAAAAxNgAAhP///wgAAAAAAAACAQAAAAQAAAB8////AQAAABAAAAAM",
                "AAwAAAAIAAcABgAMAAAAAAABCgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwA",
                "AAAQAAAAAAAKAAwACwAAAAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAQAA",
                "AAgAAAAEAAQABAAAAAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float32",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAOAD",
                "AAB8BAAAfAQAAMQDAAB4BAAAgAQAAAEAAACMBAAArAQAAMAEAAAMBQAAaAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAABw+///AAABCgQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQApAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOZdw8BVQcLDw8PDw8jCw8LCwsPCw8LEwsPCw8P",
                "Cx8LCxsPDw8LGw8PCx8PCx8PCwMjCwsvEwsPEwsLCwsLCwsLEw8BBQsPAwsTGwcTBwIyAx8FDRED",
                "BRUJCx0vMR01NxU9QwMHERMVBRcFBQ8RAQAFEQUTBRUdHQEFFx0hAQUZAwMlVQUbHSkrBR0VLTkV",
                "BwcFHy0zBwoCF4EFIQUjLQMHkU1tFQk7FQsNHT9BBSUtAwetFccVRUsdR0kFJy0DBxICH00dTU8F",
                "KS0DB14CKzcdUw0FKw0BAwEfCxEAAAAAAAAAAAMFVVUjBwMDYQ0DY2UdLR0vHScdMQsDHTMdNQUB",
                "AwVZWQMDWQEJAQICKQNBCREFBQUDBQkpAwUNEwRXBQFRAQ8BBwRFAwEFA1ABAwcEMQMHCwULGwsf",
                "AAVHJyMFAwUFAQMHBFEDBQYDAQUBAHIGNx0DDxUhHRMLDTdDFT8pBQcZJSk5WxUfEQ8LEWJ1aWx0",
                "aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3Qv",
                "ZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1v",
                "cnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX2tlcm5lbABt",
                "aXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fs",
                "cz4uPGxhbWJkYT4AZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4pAGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgpBwUzAQtbXV9naRNrbW9XcXNX",
                "dVcAAAABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAACM/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAAtP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QA2P7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAA",
                "AKT///8AAAEKBAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAA",
                "MAAAAAQAAADk////AAABCgQAAAABAAAABAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQoE",
                "AAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoA",
                "AAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float32",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (4, 4),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cccccc0000000p+0",
                        "0x1.3333340000000p-1 -0x1.0c8da40000000p+1 "
                        "0x1.1800000000000p-18 0x1.8fcb320000000p+1",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5065f80000000p-26 0x1.2c9b0e0000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAAMQF",
                "AABgBgAAYAYAAKgFAABcBgAAbAYAAAEAAAB4BgAA0AYAAOwGAABEBwAAoAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAABE+f//AAABCgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAbPn//wAAAQoEAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEA2gQAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbA+e/FQGVCwcLDw8TDw8PCw8LCw8PDw8PIwsPCwsLDwsP",
                "CwsPCw8PCxsPCxsbDw8PDwsbDw8LHw8LHw8LDw8LHw8PHwsfDxsPCw8PHw8PDwsDKwsLD08LCwsL",
                "EwsTEwsTCwsLCy8LEwEFCw8DERcTBx8TBxMHAoYFBQ8fBREVVVsRAwUDAzmXFQ9HHUNFHUlLBRMd",
                "F00FFQUXFR1/HXt9HReBFSONHRmLAwcnKSsJLQkFGREBAAUbBR0FHx0zAwUhHTcDBSMFJR09PwUn",
                "FUFPFQ0NBSktBQfrF0kVERUFKy0TB6UXhS0BB4MfLRUPURURUxUVBx1XWQUtLQEHrRXHFV1jHV9h",
                "BS8tAQcSAh9NHWVnBTEtAQdeAis3HWttBTMVb3UdcXMFNS0FBw4CJ3MVdxsdGXktBQceAjlVBTct",
                "EwcKAheBFR8HLQEHgzFRHYWHBTkViY8VISEtBQceAherFR0fFSMbHZMHBTsDAQ0BAwObHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWXlyMLAwWrrw0Dna0dQQ0DnbEdQx0vHUUdRx8REQEAAAAA",
                "AAAAHUkDBZubAQkBAgIpBRERCSkDEQkJEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMlAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDzELNQADRzsLBQMFAwMHRmkHAwUDAQNHgwsJAwUFBwMJBJEFBQkGAwEFAQDKCUsd",
                "Gw8VFQMhFUUVQUUTCw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MgBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKS92bWFwKCkvYnJvYWRj",
                "YXN0X2luX2RpbQBfbWlzaF9ncmFkX2JhdGNoLjxsb2NhbHM+LmZyb250AG1pc2hfZ3JhZABqaXQo",
                "Ym90aCkvdm1hcCgpL21pc2hfZ3JhZF9rZXJuZWwAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAA",
                "cmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEEL",
                "BV8BC6WnqbO1E5+ht5WjmZWZlQO5E5+hu5WjvZWZlQAAAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAA",
                "WAAAADAAAAAEAAAAOP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAGD+//8I",
                "AAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIT+//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9n",
                "cmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIAAAAMAAAABAAA",
                "ALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAABCgQAAAACAAAA",
                "EAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQoEAAAAAgAAABAAAAAEAAAAAQAAADQAAAAB",
                "AAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAEAAAA2P///wAA",
                "AQoEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwAAAAAAAEKBAAA",
                "AAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAA",
                "CAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////BAAEAAQAAAAE",
                "AAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float32",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.93e5940000000p+99 -0x1.93e5940000000p+99 0x1.16c2000000000p-133",
                        "-0x1.16c2000000000p-133 0x1.0000000000000p+0 -0x1.3141200000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333340000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float32",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.93e5940000000p+99 -0x0.0p+0 0x1.4e82000000000p-134",
                        "-0x1.4e82000000000p-134 0x1.baee2c0000000p-1 "
                        "-0x1.3c41720000000p-2 0x1.3c56960000000p+1",
                        "-0x1.2955f40000000p-4 0x1.e000000000000p+3 "
                        "-0x1.621a800000000p-25 0x1.a9fca00000000p-3",
                    ),
                ),
                (
                    "float32",
                    (16,),
                    (
                        "0x1.3333340000000p-1 -0x1.3333340000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cccccc0000000p-2",
                        "0x1.cccccc0000000p-1 0x1.0c8da40000000p+1 "
                        "-0x1.a400000000000p-16 0x1.0a87760000000p-3",
                        "-0x1.b882980000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5065f80000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAANQG",
                "AABwBwAAcAcAALgGAABsBwAAzAgAAAIAAABsCgAArAoAAMgKAAAUCwAAcAsAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAACm9v//DAAAABQAAABIAAAABgAAAGRldmljZQAAwvb//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAAC29v//BAAAAAEAAAAEAAAAAQAAAGEAAACI9///EAAAACgAAAAsAAAAOAAAAKL2",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA4Pf//xAAAAAoAAAALAAAADgAAAD69v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAGz2//8AAAEKBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABABsFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwP1xRkBiwcLDw8PDw8PCwsPDw8LCxMjCw8LDwsPCxMLEwsPGwsLDwsLCw8LDwsb",
                "Dw8LHw8LHwsLDwsLDw8PCx8PGwsPDw8LGw8bCwMPFxMTDxcPDwUtCwsPLxMLCwsLEwsTGwsbCwsL",
                "CwsLEwENExMPBwsPBQ0TEwcfEwcCbgUfBRcdYRkdY2UdaWsVb3UdeXsVf4UFGQULHUUBHUcBFU1T",
                "BRsFHQMDib0DByMlJykrLQUfEQkABSERBQkFIxEFBQUlAwMzNQUnAwM3OQUpAQM7AwU9ET9BBSsF",
                "LRELCQkTBS8FMR1LGQUzHU9RBTUtAwetFccVVVsdV1kFNy0DBxICH00dXV8FOS0DB14CKzcFOwU9",
                "HWcBBT8FQRVtCxULCx1xcwVDLRsHCgIXgR0ddy0DB4MxUQVFFX0PFQ8PHYGDBUctGwelF4UdHYct",
                "AweDHy0FSQ1DA5MBDwWLiwUDkQEDGQkLA5UBAQkZAQEDEQMBHUsDA58fFREAAAAAAAAAAA0Dm4sd",
                "TQsDHU8FAQMFoaEjEwMFsbUNBaOzm4sdUQ0Fo7ebix1THTcdVQ0BHVcdWQMFn58bA0EHGwMhBwEC",
                "AgsBCQECBCkDQREpAyERCREFDQ0FDQ0pAwUXEwRKAgUDUQEhAQcEIgIDAQkFQQExAw1QAQUHBPMD",
                "ERsFGxUbFwABBhcDAQMDAQYVAwEDAQdWSQcFAQEFBwUHBIMDER8FBwcHBwABBgkDDwMBASYNAw8D",
                "AwkDAQtHDR8JAw8DBwEGDQMDAwkLRwkfCwMPBQUHAQYJAwMDDQkEBwULDwEGBQMNAwsBBgUDDQMJ",
                "DwQFBQ8NBgMBBQEARglbHRsPFRUDIRspCxkVIxUXFRMLDSkFBwsLCx8TJSk5L0MFWxURHw8nCw83",
                "CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1bGUAbWVz",
                "aABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGEAL3dvcmsv",
                "d3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYm90aABzdGFibGVobG8ubWVzaABheGVzAG5hbWUAc2l6ZQBkeQB4AGppdChib3RoKS9z",
                "aGFyZF9tYXAAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYm90aCkAc2hhcmRfbWFwOgBzaGFyZF9t",
                "YXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9rZXJuZWwAbWlzaABtaGxvLmJhY2tl",
                "bmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhLDQVfAQWPEwurra+5uweNl40T",
                "pae/mamdmZ2ZE6WnwZmpw5mdmQABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAB4",
                "+///CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAoPv//wgAAAAAAAABEwAAAGph",
                "eF9taXNoX2FzY2VuZF9md2QAxPv//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk+///CAAA",
                "AAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAALQAAAAEAAAA4v3//wQAAAC6/f//",
                "DAAAABQAAABIAAAABgAAAGRldmljZQAA1v3//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADK",
                "/f//BAAAAAEAAAAEAAAAAQAAAGEAAACc/v//EAAAACgAAAAsAAAAOAAAALb9//8IAAAADAAAAAMA",
                "AABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAI7+//8EAAAAZv7/",
                "/wwAAAAUAAAASAAAAAYAAABkZXZpY2UAAIL+//8MAAAADAAAAAwAAAAAAAAAAAAAAAEAAAAEAAAA",
                "dv7//wQAAAABAAAABAAAAAEAAABhAAAASP///xAAAAAoAAAALAAAADgAAABi/v//CAAAAAwAAAAD",
                "AAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAzAAAAAQA",
                "AABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAAAAAA",
                "AAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQAAAA",
                "KAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAAAGRl",
                "dmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYACAAE",
                "AAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABEAAAA",
                "AAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAgAAACQAAAAEAAAAgP///wAAAQoEAAAAAQAAAAQAAAACAAAAMTYAAJz/",
                "//8AAAEKBAAAAAEAAAAEAAAAAgAAADE2AABc////CAAAAAAAAAICAAAADAAAAAQAAABQ////VP//",
                "/wIAAAAwAAAABAAAAOT///8AAAEKBAAAAAEAAAAEAAAAAgAAADE2AAAMAAwAAAAIAAcABgAMAAAA",
                "AAABCgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAA",
                "AAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQA",
                "BAAEAAAABAAAAGJvdGgAAAAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAALQD",
                "AABQBAAAUAQAAJgDAABMBAAAVAQAAAEAAABYBAAAeAQAAIwEAAC4BAAADAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "vPv//wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAACAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDk3EPAVELBw8PDw8PIwsPCwsLDwsTCw8LDw8LGwsLGw8PDwsb",
                "Dw8LHw8LHw8LAyELCw8PCw8TCwsLCwsLCwsvAQULDwMLExcHEwcCAgMFDR8RAwUVCQsdKy0dMTMV",
                "OT8DBxETFQUXBQUPEQEABREFEwUVHR0DBRcDAyFTBRkdJScFGxUpNRUHBwUdLS8HpReFBR8FIS0B",
                "B4lFUxUJNxULDR07PQUjLQEHrRXHFUFHHUNFBSUtAQcSAh9NHUlLBSctAQdeAis3HU8NBSkDAQ0B",
                "AwNvAwNTIwcDA10NA19hHSsdLR0lHS8LAx0xHTMFAR8LEQAAAAAAAAAAAQkBAgIpA0EJEQMFAwUF",
                "KQMFDRMEUQUBUQMPAQcEPwMBBQNQAwMHBCsDBQsDCxsABUcjHwUDBQMBBwRNAwMGAwEFAQA2BjUb",
                "Aw8VIR0TCw03Qws1KQUZJSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0",
                "b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4v",
                "d3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMA",
                "bWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8",
                "bGFtYmRhPikvbWlzaF9rZXJuZWwAbWlzaAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5w",
                "eQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFt",
                "YmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3ZAAIKQcF",
                "MwELV1lbY2UTZ2lrUW1VUVVRAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAtP7/",
                "/wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz+//8IAAAAAAAAARMAAABqYXhf",
                "bWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAIP///wgAAAAA",
                "AAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAEAAAANP///wEAAAAEAAAAQP///wEA",
                "AAAEAAAAxP///wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAIT///8IAAAAAAAAAgEAAAAEAAAAfP//",
                "/wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAA",
                "AAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAI",
                "AAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 0x1.3400000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3400000000000p-1",
                        "0x1.3400000000000p-1 0x1.0c00000000000p+0 "
                        "-0x1.9200000000000p-11 0x1.0a00000000000p+0",
                        "-0x1.b800000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-25 0x1.9200000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAFgF",
                "AAD0BQAA9AUAADwFAADwBQAA+AUAAAEAAAD8BQAAHAYAADAGAABcBgAAsAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "GPr//wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAqgQAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR8FAQUPAQMLAw0PExcbHyMDy58ZAXULBw8PDw8LDw8PDw8PIwsPCwsLDwsLDwsbDw8L",
                "Hw8LHw8LDxsLGw8LEwsPCw8PCxsLDwsbCw8bDw8PAysvCwsPCw8TCwsLCx8PCwsLCxMPEw8BBQsP",
                "AxUTDwcXBxMTBxMHAnIEBRMfEQMFHSsJFS0zFUUPBRUVEQkdSUsVFWMdXV8dZWcdDW0DBx0fIQUj",
                "BQUXEQEABRkFGwUdHSkDBR8FIR0vMQUjLQEHrRXHFTU7HTc5BSUtAQcSAh9NHT0/BSctAQdeAis3",
                "HUMLBSkdDUctAQeNa4sFKy0BB41Fkx1PCwUtAwNTdwUvHVdZBTEVW28VExMFMy1hB60XdwU1FRdr",
                "BTctaQelF4UFORUZES0BB417iRUVcRUXcxUZDx8VEQAAAAAAAAAADQEDAQMDdyMLAwOBDQODhR07",
                "HT0dJR0/HwcJAACAPx8RAQsDHUEdQwUBAwV1dQMDmxUBAQEDA3UBCQECAikDQQ0pAQkJEQMFAwUF",
                "KQNBCSkDARMdKQMFFxMEfQUBUQMbAQcEawMBBQNQAwMHBFcDCxcDCycABUIHBQMHB0ZBBwMPAwMJ",
                "Bk0DBQMFC0dVUQkDBQUHAQ0EBwMJBgMBBQEAagpFHQMPFSFDC1EVYSlpN2ETCw0dBRklKTlbWxUf",
                "FykZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFudF92MQBicm9hZGNhc3Rf",
                "aW5fZGltX3YxAGNvbnZlcnRfdjEAY3VzdG9tX2NhbGxfdjIAcmV0dXJuX3YxAC93b3JrL3d0L2V4",
                "cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1i",
                "ZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51",
                "bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9fbGFtYmRhAHgAaml0KDxsYW1iZGE+",
                "KQBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9icm9h",
                "ZGNhc3RfaW5fZGltAGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGppdCg8bGFtYmRhPikvdHJh",
                "bnNwb3NlKGp2cCgpKS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBtaGxvLmJhY2tlbmRfY29uZmlnAGpp",
                "dCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2dyYWRfa2VybmVsAF9taXNoX2p2cAAv",
                "d29yay93dC9leHBvcnQvamF4X21pc2gvX3ByaW1pdGl2ZXMucHkAbWlzaAAvd29yay93dC9leHBv",
                "cnQvamF4X21pc2gvX2FwaS5weQBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4",
                "X21pc2hfZ3JhZAAIMQsFSwELe31/h4kDiwONE4+Rk3mVl5mdeQAAAQAAAAQAAAADAAAAY3B1AAQA",
                "AAB8AAAAWAAAADAAAAAEAAAAtP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAA",
                "ANz+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhf",
                "bWlzaF9ncmFkAAAAIP///wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAE",
                "AAAANP///wEAAAAEAAAAQP///wEAAAAEAAAAxP///wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAIT/",
                "//8IAAAAAAAAAgEAAAAEAAAAfP///wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQ4EAAAAAQAA",
                "AAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAA",
                "AAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4A",
                "AAAA",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "bfloat16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAOAD",
                "AAB8BAAAfAQAAMQDAAB4BAAAgAQAAAEAAACMBAAArAQAAMAEAAAMBQAAaAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAABw+///AAABDgQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQApAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOZdw8BVQcLDw8PDw8jCw8LCwsPCw8LEwsPCw8P",
                "Cx8LCxsPDw8LGw8PCx8PCx8PCwMjCwsvEwsPEwsLCwsLCwsLEw8BBQsPAwsTGwcTBwIyAx8FDRED",
                "BRUJCx0vMR01NxU9QwMHERMVBRcFBQ8RAQAFEQUTBRUdHQEFFx0hAQUZAwMlVQUbHSkrBR0VLTkV",
                "BwcFHy0zBwoCF4EFIQUjLQMHkU1tFQk7FQsNHT9BBSUtAwetFccVRUsdR0kFJy0DBxICH00dTU8F",
                "KS0DB14CKzcdUw0FKw0BAwEfCxEAAAAAAAAAAAMFVVUjBwMDYQ0DY2UdLR0vHScdMQsDHTMdNQUB",
                "AwVZWQMDWQEJAQICKQNBCREFBQUDBQUpAwUNEwRXBQFRAQ8BBwRFAwEFA1ABAwcEMQMHCwULGwsf",
                "AAVHJyMFAwUFAQMHBFEDBQYDAQUBAHIGNx0DDxUhHRMLDTdDFT8pBQcZJSk5WxUfEQ8LEWJ1aWx0",
                "aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3Qv",
                "ZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1v",
                "cnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX2tlcm5lbABt",
                "aXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fs",
                "cz4uPGxhbWJkYT4AZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4pAGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgpBwUzAQtbXV9naRNrbW9XcXNX",
                "dVcAAAABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAACM/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAAtP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QA2P7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAA",
                "AKT///8AAAEOBAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAA",
                "MAAAAAQAAADk////AAABDgQAAAABAAAABAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQ4E",
                "AAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoA",
                "AAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "bfloat16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (4, 4),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.cc00000000000p+0",
                        "0x1.3400000000000p-1 -0x1.0c00000000000p+1 "
                        "-0x1.9200000000000p-12 0x1.9000000000000p+1",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+1 "
                        "-0x1.5000000000000p-26 0x1.2c00000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAAMQF",
                "AABgBgAAYAYAAKgFAABcBgAAbAYAAAEAAAB4BgAA0AYAAOwGAABEBwAAoAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAABE+f//AAABDgQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAbPn//wAAAQ4EAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEA2gQAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbA+e/FQGVCwcLDw8TDw8PCw8LCw8PDw8PIwsPCwsLDwsP",
                "CwsPCw8PCxsPCxsbDw8PDwsbDw8LHw8LHw8LDw8LHw8PHwsfDxsPCw8PHw8PDwsDKwsLD08LCwsL",
                "EwsTEwsTCwsLCy8LEwEFCw8DERcTBx8TBxMHAoYFBQ8fBREVVVsRAwUDAzmXFQ9HHUNFHUlLBRMd",
                "F00FFQUXFR1/HXt9HReBFSONHRmLAwcnKSsJLQkFGREBAAUbBR0FHx0zAwUhHTcDBSMFJR09PwUn",
                "FUFPFQ0NBSktBQfrF0kVERUFKy0TB6UXhS0BB4MfLRUPURURUxUVBx1XWQUtLQEHrRXHFV1jHV9h",
                "BS8tAQcSAh9NHWVnBTEtAQdeAis3HWttBTMVb3UdcXMFNS0FBw4CJ3MVdxsdGXktBQceAjlVBTct",
                "EwcKAheBFR8HLQEHgzFRHYWHBTkViY8VISEtBQceAherFR0fFSMbHZMHBTsDAQ0BAwObHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWXlyMLAwWrrw0Dna0dQQ0DnbEdQx0vHUUdRx8REQEAAAAA",
                "AAAAHUkDBZubAQkBAgIpBRERCSkDEQkFEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMlAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDzELNQADRzsLBQMFAwMHRmkHAwUDAQNHgwsJAwUFBwMJBJEFBQkGAwEFAQDKCUsd",
                "Gw8VFQMhFUUVQUUTCw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MgBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKS92bWFwKCkvYnJvYWRj",
                "YXN0X2luX2RpbQBfbWlzaF9ncmFkX2JhdGNoLjxsb2NhbHM+LmZyb250AG1pc2hfZ3JhZABqaXQo",
                "Ym90aCkvdm1hcCgpL21pc2hfZ3JhZF9rZXJuZWwAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAA",
                "cmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEEL",
                "BV8BC6WnqbO1E5+ht5WjmZWZlQO5E5+hu5WjvZWZlQAAAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAA",
                "WAAAADAAAAAEAAAAOP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAGD+//8I",
                "AAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIT+//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9n",
                "cmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIAAAAMAAAABAAA",
                "ALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAABDgQAAAACAAAA",
                "EAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQ4EAAAAAgAAABAAAAAEAAAAAQAAADQAAAAB",
                "AAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAEAAAA2P///wAA",
                "AQ4EAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwAAAAAAAEOBAAA",
                "AAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAA",
                "CAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////BAAEAAQAAAAE",
                "AAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "bfloat16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.9400000000000p+99 -0x1.9400000000000p+99 0x1.6000000000000p-130",
                        "-0x1.6000000000000p-130 0x1.0000000000000p+0 -0x1.3200000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3400000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.9400000000000p+99 -0x0.0p+0 0x1.c000000000000p-131",
                        "-0x1.c000000000000p-131 0x1.ba00000000000p-1 "
                        "-0x1.3c00000000000p-2 0x1.3c00000000000p+1",
                        "-0x1.2a00000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.6200000000000p-25 0x1.ac00000000000p-3",
                    ),
                ),
                (
                    "bfloat16",
                    (16,),
                    (
                        "0x1.3400000000000p-1 -0x1.3400000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.cc00000000000p-2",
                        "0x1.cc00000000000p-1 0x1.0c00000000000p+1 "
                        "0x1.2e00000000000p-9 0x1.0a00000000000p-3",
                        "-0x1.b800000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.5000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAANQG",
                "AABwBwAAcAcAALgGAABsBwAAzAgAAAIAAABsCgAArAoAAMgKAAAUCwAAcAsAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAACm9v//DAAAABQAAABIAAAABgAAAGRldmljZQAAwvb//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAAC29v//BAAAAAEAAAAEAAAAAQAAAGEAAACI9///EAAAACgAAAAsAAAAOAAAAKL2",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA4Pf//xAAAAAoAAAALAAAADgAAAD69v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAGz2//8AAAEOBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABABsFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwP1xRkBiwcLDw8PDw8PCwsPDw8LCxMjCw8LDwsPCxMLEwsPGwsLDwsLCw8LDwsb",
                "Dw8LHw8LHwsLDwsLDw8PCx8PGwsPDw8LGw8bCwMPFxMTDxcPDwUtCwsPLxMLCwsLEwsTGwsbCwsL",
                "CwsLEwENExMPBwsPBQ0TEwcfEwcCbgUfBRcdYRkdY2UdaWsVb3UdeXsVf4UFGQULHUUBHUcBFU1T",
                "BRsFHQMDib0DByMlJykrLQUfEQkABSERBQkFIxEFBQUlAwMzNQUnAwM3OQUpAQM7AwU9ET9BBSsF",
                "LRELCQkTBS8FMR1LGQUzHU9RBTUtAwetFccVVVsdV1kFNy0DBxICH00dXV8FOS0DB14CKzcFOwU9",
                "HWcBBT8FQRVtCxULCx1xcwVDLRsHCgIXgR0ddy0DB4MxUQVFFX0PFQ8PHYGDBUctGwelF4UdHYct",
                "AweDHy0FSQ1DA5MBDwWLiwUDkQEDGQkLA5UBAQkZAQEDEQMBHUsDA58fFREAAAAAAAAAAA0Dm4sd",
                "TQsDHU8FAQMFoaEjEwMFsbUNBaOzm4sdUQ0Fo7ebix1THTcdVQ0BHVcdWQMFn58bA0EHGwMhBwEC",
                "AgcBCQECBCkDQREpAyERBREFDQ0FDQ0pAwUXEwRKAgUDUQEhAQcEIgIDAQkFQQExAw1QAQUHBPMD",
                "ERsFGxUbFwABBhcDAQMDAQYVAwEDAQdWSQcFAQEFBwUHBIMDER8FBwcHBwABBgkDDwMBASYNAw8D",
                "AwkDAQtHDR8JAw8DBwEGDQMDAwkLRwkfCwMPBQUHAQYJAwMDDQkEBwULDwEGBQMNAwsBBgUDDQMJ",
                "DwQFBQ8NBgMBBQEARglbHRsPFRUDIRspCxkVIxUXFRMLDSkFBwsLCx8TJSk5L0MFWxURHw8nCw83",
                "CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1bGUAbWVz",
                "aABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGEAL3dvcmsv",
                "d3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYm90aABzdGFibGVobG8ubWVzaABheGVzAG5hbWUAc2l6ZQBkeQB4AGppdChib3RoKS9z",
                "aGFyZF9tYXAAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYm90aCkAc2hhcmRfbWFwOgBzaGFyZF9t",
                "YXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9rZXJuZWwAbWlzaABtaGxvLmJhY2tl",
                "bmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhLDQVfAQWPEwurra+5uweNl40T",
                "pae/mamdmZ2ZE6WnwZmpw5mdmQABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAB4",
                "+///CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAoPv//wgAAAAAAAABEwAAAGph",
                "eF9taXNoX2FzY2VuZF9md2QAxPv//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk+///CAAA",
                "AAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAALQAAAAEAAAA4v3//wQAAAC6/f//",
                "DAAAABQAAABIAAAABgAAAGRldmljZQAA1v3//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADK",
                "/f//BAAAAAEAAAAEAAAAAQAAAGEAAACc/v//EAAAACgAAAAsAAAAOAAAALb9//8IAAAADAAAAAMA",
                "AABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAI7+//8EAAAAZv7/",
                "/wwAAAAUAAAASAAAAAYAAABkZXZpY2UAAIL+//8MAAAADAAAAAwAAAAAAAAAAAAAAAEAAAAEAAAA",
                "dv7//wQAAAABAAAABAAAAAEAAABhAAAASP///xAAAAAoAAAALAAAADgAAABi/v//CAAAAAwAAAAD",
                "AAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAzAAAAAQA",
                "AABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAAAAAA",
                "AAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQAAAA",
                "KAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAAAGRl",
                "dmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYACAAE",
                "AAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABEAAAA",
                "AAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAgAAACQAAAAEAAAAgP///wAAAQ4EAAAAAQAAAAQAAAACAAAAMTYAAJz/",
                "//8AAAEOBAAAAAEAAAAEAAAAAgAAADE2AABc////CAAAAAAAAAICAAAADAAAAAQAAABQ////VP//",
                "/wIAAAAwAAAABAAAAOT///8AAAEOBAAAAAEAAAAEAAAAAgAAADE2AAAMAAwAAAAIAAcABgAMAAAA",
                "AAABDgQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAA",
                "AAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQA",
                "BAAEAAAABAAAAGJvdGgAAAAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "float16",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAALQD",
                "AABQBAAAUAQAAJgDAABMBAAAVAQAAAEAAABYBAAAeAQAAIwEAAC4BAAADAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "vPv//wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAACAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDk3EPAVELBw8PDw8PIwsPCwsLDwsTCw8LDw8LGwsLGw8PDwsb",
                "Dw8LHw8LHw8LAyELCw8PCw8TCwsLCwsLCwsvAQULDwMLExcHEwcCAgMFDR8RAwUVCQsdKy0dMTMV",
                "OT8DBxETFQUXBQUPEQEABREFEwUVHR0DBRcDAyFTBRkdJScFGxUpNRUHBwUdLS8HpReFBR8FIS0B",
                "B4lFUxUJNxULDR07PQUjLQEHrRXHFUFHHUNFBSUtAQcSAh9NHUlLBSctAQdeAis3HU8NBSkDAQ0B",
                "AwNvAwNTIwcDA10NA19hHSsdLR0lHS8LAx0xHTMFAR8LEQAAAAAAAAAAAQkBAgIpA0EJEQMFAwUH",
                "KQMFDRMEUQUBUQMPAQcEPwMBBQNQAwMHBCsDBQsDCxsABUcjHwUDBQMBBwRNAwMGAwEFAQA2BjUb",
                "Aw8VIR0TCw03Qws1KQUZJSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0",
                "b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4v",
                "d3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMA",
                "bWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8",
                "bGFtYmRhPikvbWlzaF9rZXJuZWwAbWlzaAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5w",
                "eQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFt",
                "YmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3ZAAIKQcF",
                "MwELV1lbY2UTZ2lrUW1VUVVRAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAtP7/",
                "/wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz+//8IAAAAAAAAARMAAABqYXhf",
                "bWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAIP///wgAAAAA",
                "AAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAEAAAANP///wEAAAAEAAAAQP///wEA",
                "AAAEAAAAxP///wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAIT///8IAAAAAAAAAgEAAAAEAAAAfP//",
                "/wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAA",
                "AAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAI",
                "AAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 0x1.3340000000000p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3340000000000p-1",
                        "0x1.3340000000000p-1 0x1.0c80000000000p+0 "
                        "0x1.b200000000000p-17 0x1.0a80000000000p+0",
                        "-0x1.b880000000000p-5 0x1.0000000000000p+0 "
                        "-0x1.0000000000000p-24 0x1.90c0000000000p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAFgF",
                "AAD0BQAA9AUAADwFAADwBQAA+AUAAAEAAAD8BQAAHAYAADAGAABcBgAAsAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "GPr//wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAqgQAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR8FAQUPAQMLAw0PExcbHyMDy58ZAXULBw8PDw8LDw8PDw8PIwsPCwsLDwsLDwsbDw8L",
                "Hw8LHw8LDxsLGw8LEwsPCw8PCxsLDwsbCw8bDw8PAysvCwsPCw8TCwsLCx8PCwsLCxMPEw8BBQsP",
                "AxUTDwcXBxMTBxMHAnIEBRMfEQMFHSsJFS0zFUUPBRUVEQkdSUsVFWMdXV8dZWcdDW0DBx0fIQUj",
                "BQUXEQEABRkFGwUdHSkDBR8FIR0vMQUjLQEHrRXHFTU7HTc5BSUtAQcSAh9NHT0/BSctAQdeAis3",
                "HUMLBSkdDUctAQeNa4sFKy0BB41Fkx1PCwUtAwNTdwUvHVdZBTEVW28VExMFMy1hB60XdwU1FRdr",
                "BTctaQelF4UFORUZES0BB417iRUVcRUXcxUZDx8VEQAAAAAAAAAADQEDAQMDdyMLAwOBDQODhR07",
                "HT0dJR0/HwcJAACAPx8RAQsDHUEdQwUBAwV1dQMDmxUBAQEDA3UBCQECAikDQQ0pAQkJEQMFAwUH",
                "KQNBCSkDARMdKQMFFxMEfQUBUQMbAQcEawMBBQNQAwMHBFcDCxcDCycABUIHBQMHB0ZBBwMPAwMJ",
                "Bk0DBQMFC0dVUQkDBQUHAQ0EBwMJBgMBBQEAagpFHQMPFSFDC1EVYSlpN2ETCw0dBRklKTlbWxUf",
                "FykZEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjb25zdGFudF92MQBicm9hZGNhc3Rf",
                "aW5fZGltX3YxAGNvbnZlcnRfdjEAY3VzdG9tX2NhbGxfdjIAcmV0dXJuX3YxAC93b3JrL3d0L2V4",
                "cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1i",
                "ZGE+Ljxsb2NhbHM+LjxsYW1iZGE+AGpheC51c2VzX3NoYXBlX3BvbHltb3JwaGlzbQBtaGxvLm51",
                "bV9wYXJ0aXRpb25zAG1obG8ubnVtX3JlcGxpY2FzAGppdF9fbGFtYmRhAHgAaml0KDxsYW1iZGE+",
                "KQBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9icm9h",
                "ZGNhc3RfaW5fZGltAGZ1bmN0aW9uLjxsb2NhbHM+LjxsYW1iZGE+AGppdCg8bGFtYmRhPikvdHJh",
                "bnNwb3NlKGp2cCgpKS9jb252ZXJ0X2VsZW1lbnRfdHlwZQBtaGxvLmJhY2tlbmRfY29uZmlnAGpp",
                "dCg8bGFtYmRhPikvdHJhbnNwb3NlKGp2cCgpKS9taXNoX2dyYWRfa2VybmVsAF9taXNoX2p2cAAv",
                "d29yay93dC9leHBvcnQvamF4X21pc2gvX3ByaW1pdGl2ZXMucHkAbWlzaAAvd29yay93dC9leHBv",
                "cnQvamF4X21pc2gvX2FwaS5weQBqYXgucmVzdWx0X2luZm8AcmVzdWx0WzBdAHB1YmxpYwAAamF4",
                "X21pc2hfZ3JhZAAIMQsFSwELe31/h4kDiwONE4+Rk3mVl5mdeQAAAQAAAAQAAAADAAAAY3B1AAQA",
                "AAB8AAAAWAAAADAAAAAEAAAAtP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAA",
                "ANz+//8IAAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhf",
                "bWlzaF9ncmFkAAAAIP///wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAE",
                "AAAANP///wEAAAAEAAAAQP///wEAAAAEAAAAxP///wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAIT/",
                "//8IAAAAAAAAAgEAAAAEAAAAfP///wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQkEAAAAAQAA",
                "AAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAA",
                "AAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4A",
                "AAAA",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float16",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAOAD",
                "AAB8BAAAfAQAAMQDAAB4BAAAgAQAAAEAAACMBAAArAQAAMAEAAAMBQAAaAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAABw+///AAABCQQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQApAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOZdw8BVQcLDw8PDw8jCw8LCwsPCw8LEwsPCw8P",
                "Cx8LCxsPDw8LGw8PCx8PCx8PCwMjCwsvEwsPEwsLCwsLCwsLEw8BBQsPAwsTGwcTBwIyAx8FDRED",
                "BRUJCx0vMR01NxU9QwMHERMVBRcFBQ8RAQAFEQUTBRUdHQEFFx0hAQUZAwMlVQUbHSkrBR0VLTkV",
                "BwcFHy0zBwoCF4EFIQUjLQMHkU1tFQk7FQsNHT9BBSUtAwetFccVRUsdR0kFJy0DBxICH00dTU8F",
                "KS0DB14CKzcdUw0FKw0BAwEfCxEAAAAAAAAAAAMFVVUjBwMDYQ0DY2UdLR0vHScdMQsDHTMdNQUB",
                "AwVZWQMDWQEJAQICKQNBCREFBQUDBQcpAwUNEwRXBQFRAQ8BBwRFAwEFA1ABAwcEMQMHCwULGwsf",
                "AAVHJyMFAwUFAQMHBFEDBQYDAQUBAHIGNx0DDxUhHRMLDTdDFT8pBQcZJSk5WxUfEQ8LEWJ1aWx0",
                "aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3Qv",
                "ZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1v",
                "cnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX2tlcm5lbABt",
                "aXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fs",
                "cz4uPGxhbWJkYT4AZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4pAGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgpBwUzAQtbXV9naRNrbW9XcXNX",
                "dVcAAAABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAACM/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAAtP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QA2P7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAA",
                "AKT///8AAAEJBAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAA",
                "MAAAAAQAAADk////AAABCQQAAAABAAAABAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQkE",
                "AAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoA",
                "AAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float16",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (4, 4),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccc0000000000p+0",
                        "0x1.3340000000000p-1 -0x1.0c80000000000p+1 "
                        "0x1.b000000000000p-18 0x1.8fc0000000000p+1",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+1 -0x0.0p+0 "
                        "0x1.2c80000000000p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAAMQF",
                "AABgBgAAYAYAAKgFAABcBgAAbAYAAAEAAAB4BgAA0AYAAOwGAABEBwAAoAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAABE+f//AAABCQQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAbPn//wAAAQkEAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEA2gQAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbA+e/FQGVCwcLDw8TDw8PCw8LCw8PDw8PIwsPCwsLDwsP",
                "CwsPCw8PCxsPCxsbDw8PDwsbDw8LHw8LHw8LDw8LHw8PHwsfDxsPCw8PHw8PDwsDKwsLD08LCwsL",
                "EwsTEwsTCwsLCy8LEwEFCw8DERcTBx8TBxMHAoYFBQ8fBREVVVsRAwUDAzmXFQ9HHUNFHUlLBRMd",
                "F00FFQUXFR1/HXt9HReBFSONHRmLAwcnKSsJLQkFGREBAAUbBR0FHx0zAwUhHTcDBSMFJR09PwUn",
                "FUFPFQ0NBSktBQfrF0kVERUFKy0TB6UXhS0BB4MfLRUPURURUxUVBx1XWQUtLQEHrRXHFV1jHV9h",
                "BS8tAQcSAh9NHWVnBTEtAQdeAis3HWttBTMVb3UdcXMFNS0FBw4CJ3MVdxsdGXktBQceAjlVBTct",
                "EwcKAheBFR8HLQEHgzFRHYWHBTkViY8VISEtBQceAherFR0fFSMbHZMHBTsDAQ0BAwObHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWXlyMLAwWrrw0Dna0dQQ0DnbEdQx0vHUUdRx8REQEAAAAA",
                "AAAAHUkDBZubAQkBAgIpBRERCSkDEQkHEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMlAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDzELNQADRzsLBQMFAwMHRmkHAwUDAQNHgwsJAwUFBwMJBJEFBQkGAwEFAQDKCUsd",
                "Gw8VFQMhFUUVQUUTCw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MgBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKS92bWFwKCkvYnJvYWRj",
                "YXN0X2luX2RpbQBfbWlzaF9ncmFkX2JhdGNoLjxsb2NhbHM+LmZyb250AG1pc2hfZ3JhZABqaXQo",
                "Ym90aCkvdm1hcCgpL21pc2hfZ3JhZF9rZXJuZWwAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAA",
                "cmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEEL",
                "BV8BC6WnqbO1E5+ht5WjmZWZlQO5E5+hu5WjvZWZlQAAAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAA",
                "WAAAADAAAAAEAAAAOP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAGD+//8I",
                "AAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIT+//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9n",
                "cmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIAAAAMAAAABAAA",
                "ALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAABCQQAAAACAAAA",
                "EAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQkEAAAAAgAAABAAAAAEAAAAAQAAADQAAAAB",
                "AAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAEAAAA2P///wAA",
                "AQkEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwAAAAAAAEJBAAA",
                "AAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAA",
                "CAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////BAAEAAQAAAAE",
                "AAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float16",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.d4c0000000000p+15 -0x1.d4c0000000000p+15 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.0000000000000p+0 -0x1.3140000000000p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3340000000000p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float16",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.d4c0000000000p+15 -0x0.0p+0 0x1.0000000000000p-24",
                        "-0x1.0000000000000p-24 0x1.bb00000000000p-1 "
                        "-0x1.3c40000000000p-2 0x1.3c40000000000p+1",
                        "-0x1.2940000000000p-4 0x1.e000000000000p+3 "
                        "-0x1.0000000000000p-24 0x1.aa00000000000p-3",
                    ),
                ),
                (
                    "float16",
                    (16,),
                    (
                        "0x1.3340000000000p-1 -0x1.3340000000000p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccc0000000000p-2",
                        "0x1.ccc0000000000p-1 0x1.0c80000000000p+1 "
                        "-0x1.4580000000000p-15 0x1.0a80000000000p-3",
                        "-0x1.b880000000000p-5 -0x1.0000000000000p+0 "
                        "-0x1.4000000000000p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAANQG",
                "AABwBwAAcAcAALgGAABsBwAAzAgAAAIAAABsCgAArAoAAMgKAAAUCwAAcAsAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAACm9v//DAAAABQAAABIAAAABgAAAGRldmljZQAAwvb//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAAC29v//BAAAAAEAAAAEAAAAAQAAAGEAAACI9///EAAAACgAAAAsAAAAOAAAAKL2",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA4Pf//xAAAAAoAAAALAAAADgAAAD69v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAGz2//8AAAEJBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABABsFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwP1xRkBiwcLDw8PDw8PCwsPDw8LCxMjCw8LDwsPCxMLEwsPGwsLDwsLCw8LDwsb",
                "Dw8LHw8LHwsLDwsLDw8PCx8PGwsPDw8LGw8bCwMPFxMTDxcPDwUtCwsPLxMLCwsLEwsTGwsbCwsL",
                "CwsLEwENExMPBwsPBQ0TEwcfEwcCbgUfBRcdYRkdY2UdaWsVb3UdeXsVf4UFGQULHUUBHUcBFU1T",
                "BRsFHQMDib0DByMlJykrLQUfEQkABSERBQkFIxEFBQUlAwMzNQUnAwM3OQUpAQM7AwU9ET9BBSsF",
                "LRELCQkTBS8FMR1LGQUzHU9RBTUtAwetFccVVVsdV1kFNy0DBxICH00dXV8FOS0DB14CKzcFOwU9",
                "HWcBBT8FQRVtCxULCx1xcwVDLRsHCgIXgR0ddy0DB4MxUQVFFX0PFQ8PHYGDBUctGwelF4UdHYct",
                "AweDHy0FSQ1DA5MBDwWLiwUDkQEDGQkLA5UBAQkZAQEDEQMBHUsDA58fFREAAAAAAAAAAA0Dm4sd",
                "TQsDHU8FAQMFoaEjEwMFsbUNBaOzm4sdUQ0Fo7ebix1THTcdVQ0BHVcdWQMFn58bA0EHGwMhBwEC",
                "AgkBCQECBCkDQREpAyERBxEFDQ0FDQ0pAwUXEwRKAgUDUQEhAQcEIgIDAQkFQQExAw1QAQUHBPMD",
                "ERsFGxUbFwABBhcDAQMDAQYVAwEDAQdWSQcFAQEFBwUHBIMDER8FBwcHBwABBgkDDwMBASYNAw8D",
                "AwkDAQtHDR8JAw8DBwEGDQMDAwkLRwkfCwMPBQUHAQYJAwMDDQkEBwULDwEGBQMNAwsBBgUDDQMJ",
                "DwQFBQ8NBgMBBQEARglbHRsPFRUDIRspCxkVIxUXFRMLDSkFBwsLCx8TJSk5L0MFWxURHw8nCw83",
                "CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1bGUAbWVz",
                "aABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGEAL3dvcmsv",
                "d3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYm90aABzdGFibGVobG8ubWVzaABheGVzAG5hbWUAc2l6ZQBkeQB4AGppdChib3RoKS9z",
                "aGFyZF9tYXAAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYm90aCkAc2hhcmRfbWFwOgBzaGFyZF9t",
                "YXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9rZXJuZWwAbWlzaABtaGxvLmJhY2tl",
                "bmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhLDQVfAQWPEwurra+5uweNl40T",
                "pae/mamdmZ2ZE6WnwZmpw5mdmQABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAB4",
                "+///CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAoPv//wgAAAAAAAABEwAAAGph",
                "eF9taXNoX2FzY2VuZF9md2QAxPv//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk+///CAAA",
                "AAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAALQAAAAEAAAA4v3//wQAAAC6/f//",
                "DAAAABQAAABIAAAABgAAAGRldmljZQAA1v3//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADK",
                "/f//BAAAAAEAAAAEAAAAAQAAAGEAAACc/v//EAAAACgAAAAsAAAAOAAAALb9//8IAAAADAAAAAMA",
                "AABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAI7+//8EAAAAZv7/",
                "/wwAAAAUAAAASAAAAAYAAABkZXZpY2UAAIL+//8MAAAADAAAAAwAAAAAAAAAAAAAAAEAAAAEAAAA",
                "dv7//wQAAAABAAAABAAAAAEAAABhAAAASP///xAAAAAoAAAALAAAADgAAABi/v//CAAAAAwAAAAD",
                "AAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAzAAAAAQA",
                "AABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAAAAAA",
                "AAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQAAAA",
                "KAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAAAGRl",
                "dmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYACAAE",
                "AAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABEAAAA",
                "AAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAgAAACQAAAAEAAAAgP///wAAAQkEAAAAAQAAAAQAAAACAAAAMTYAAJz/",
                "//8AAAEJBAAAAAEAAAAEAAAAAgAAADE2AABc////CAAAAAAAAAICAAAADAAAAAQAAABQ////VP//",
                "/wIAAAAwAAAABAAAAOT///8AAAEJBAAAAAEAAAAEAAAAAgAAADE2AAAMAAwAAAAIAAcABgAMAAAA",
                "AAABCQQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAA",
                "AAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQA",
                "BAAEAAAABAAAAGJvdGgAAAAA",
            ),
        },
        {
            "form": "mish",
            "dtype": "float64",
            "targets": ("jax_mish_fwd",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAALQD",
                "AABQBAAAUAQAAJgDAABMBAAAVAQAAAEAAABYBAAAeAQAAIwEAAC4BAAADAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "vPv//wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAACAMAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAARkFAQUJAQMLAwcPExcDk3EPAVELBw8PDw8PIwsPCwsLDwsTCw8LDw8LGwsLGw8PDwsb",
                "Dw8LHw8LHw8LAyELCw8PCw8TCwsLCwsLCwsvAQULDwMLExcHEwcCAgMFDR8RAwUVCQsdKy0dMTMV",
                "OT8DBxETFQUXBQUPEQEABREFEwUVHR0DBRcDAyFTBRkdJScFGxUpNRUHBwUdLS8HpReFBR8FIS0B",
                "B4lFUxUJNxULDR07PQUjLQEHrRXHFUFHHUNFBSUtAQcSAh9NHUlLBSctAQdeAis3HU8NBSkDAQ0B",
                "AwNvAwNTIwcDA10NA19hHSsdLR0lHS8LAx0xHTMFAR8LEQAAAAAAAAAAAQkBAgIpA0EJEQMFAwUL",
                "KQMFDRMEUQUBUQMPAQcEPwMBBQNQAwMHBCsDBQsDCxsABUcjHwUDBQMBBwRNAwMGAwEFAQA2BjUb",
                "Aw8VIR0TCw03Qws1KQUZJSk5WxUfEQ8LEWJ1aWx0aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0",
                "b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4v",
                "d3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMA",
                "bWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8",
                "bGFtYmRhPikvbWlzaF9rZXJuZWwAbWlzaAAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5w",
                "eQBmdW5jdGlvbi48bG9jYWxzPi48bGFtYmRhPgBlbnRyeQBtYWluADxtb2R1bGU+AGppdCg8bGFt",
                "YmRhPikAamF4LnJlc3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2Z3ZAAIKQcF",
                "MwELV1lbY2UTZ2lrUW1VUVVRAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAtP7/",
                "/wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz+//8IAAAAAAAAARMAAABqYXhf",
                "bWlzaF9hc2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAIP///wgAAAAA",
                "AAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAEAAAANP///wEAAAAEAAAAQP///wEA",
                "AAAEAAAAxP///wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAIT///8IAAAAAAAAAgEAAAAEAAAAfP//",
                "/wEAAAAQAAAADAAMAAAACAAHAAYADAAAAAAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAA",
                "AAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAI",
                "AAAAAAAAAgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 0x1.3333333333333p-1 0x1.0000000000000p+0 -0x0.0p+0",
                        "nan 0x1.0000000000000p+0 -0x0.0p+0 0x1.3333333333333p-1",
                        "0x1.3333333333333p-1 0x1.0c8da341a5e7ap+0 "
                        "0x1.179aa159f8000p-17 0x1.0a877702d062ep+0",
                        "-0x1.b882982ed8a2fp-5 0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-25 0x1.90cebd63f9e85p-1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB0AAAAeAAAAHwAAAB8AAAAfAAAAJwAAAAAAAoAnAAAAAQF",
                "AACgBQAAoAUAAOgEAACcBQAApAUAAAEAAACoBQAAyAUAANwFAAAIBgAAXAYAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAAEAAAA",
                "bPr//wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAAEAAAAAAAAAVwQAAE1M71INU3RhYmxlSExPX3Yx",
                "LjE4LjAAAR0FAQUNAQMLAwsPExcbHwPDmxUBcQsHDw8PCw8PDw8PDyMLDwsLCw8LCw8LGw8PCx8P",
                "Cx8PCw8PGwsbEwsPCw8PCxsLDwsbCw8bDw8PAysvCwsPCw8TCwsLCy8PCwsLCxMPEw8BBQsPAxET",
                "Bw8XEwcTBwJaBAURHxEDBR0pCRUrMQUTFQ8JHUlLFRNfHVlbHWFjHQtpAwcbHR8FIQUFFREBAAUX",
                "BRkFGx0nAwUdBR8dLS8FIS0BB60VxxUzOR01NwUjLQEHEgIfTR07PQUlLQEHXgIrNx1BQwUnFUUN",
                "HQtHLQEHjWuLBSktAQeNRZMDA09zBSsdU1UFLRVXaxUREQUvLV0HrRd3BTEVFWcFMy1lB6UXhQU1",
                "FRcPLQEHjXuJFRNtFRVvFRcNHxERAAAAAAAAAAANAQMBAwNzIwsDA30NA3+BHTcdOR0jHTsfCREA",
                "AAAAAADwPx8NAQsDHT0dPwUBAwVxcQMDlxUBAQEDA3EBCQECAikDQQcLKQEHEQMFAwUpAwEPHSkD",
                "BRMTBG8FAVEDGQEHBF0DAQUDUAMDBwRJAwkTAwslAAVCBwUDCQdGPwcDBQMDCUdRTQkDBQUFAQsE",
                "BwMHBgMBBQEAZglBHQMPFSFDC1EVYSk3YRMLDR0FGSUpOVtbFR8pGREPCxFidWlsdGluAHZobG8A",
                "bW9kdWxlAGZ1bmNfdjEAY29uc3RhbnRfdjEAYnJvYWRjYXN0X2luX2RpbV92MQBjdXN0b21fY2Fs",
                "bF92MgByZXR1cm5fdjEAL3dvcmsvd3QvZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUu",
                "cHkAZnVuY3Rpb24uPGxvY2Fscz4uPGxhbWJkYT4uPGxvY2Fscz4uPGxhbWJkYT4AamF4LnVzZXNf",
                "c2hhcGVfcG9seW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMA",
                "aml0X19sYW1iZGEAeABqaXQoPGxhbWJkYT4pAGVudHJ5AG1haW4APG1vZHVsZT4Aaml0KDxsYW1i",
                "ZGE+KS90cmFuc3Bvc2UoanZwKCkpL2Jyb2FkY2FzdF9pbl9kaW0AZnVuY3Rpb24uPGxvY2Fscz4u",
                "PGxhbWJkYT4AbWhsby5iYWNrZW5kX2NvbmZpZwBqaXQoPGxhbWJkYT4pL3RyYW5zcG9zZShqdnAo",
                "KSkvbWlzaF9ncmFkX2tlcm5lbABfbWlzaF9qdnAAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19w",
                "cmltaXRpdmVzLnB5AG1pc2gAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAamF4LnJl",
                "c3VsdF9pbmZvAHJlc3VsdFswXQBwdWJsaWMAAGpheF9taXNoX2dyYWQACDELBUcBC3d5e4OFA4cD",
                "iROLjY91kZOVmXUAAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAAWAAAADAAAAAEAAAAtP7//wgAAAAA",
                "AAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAANz+//8IAAAAAAAAARMAAABqYXhfbWlzaF9h",
                "c2NlbmRfZndkAAD///8IAAAAAAAAAQ0AAABqYXhfbWlzaF9ncmFkAAAAIP///wgAAAAAAAABDAAA",
                "AGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAEAAAAEAAAANP///wEAAAAEAAAAQP///wEAAAAEAAAA",
                "xP///wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAIT///8IAAAAAAAAAgEAAAAEAAAAfP///wEAAAAQ",
                "AAAADAAMAAAACAAHAAYADAAAAAAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIA",
                "AAAsAAAAEAAAAAAACgAMAAsAAAAEAAoAAAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAA",
                "AgEAAAAIAAAABAAEAAQAAAAIAAAAPGxhbWJkYT4AAAAA",
            ),
        },
        {
            "form": "mish_grad",
            "dtype": "float64",
            "targets": ("jax_mish_grad",),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHAAAAB4AAAAfAAAAIQAAACEAAAAhAAAAKQAAAAAAAoApAAAAOAD",
                "AAB8BAAAfAQAAMQDAAB4BAAAgAQAAAEAAACMBAAArAQAAMAEAAAMBQAAaAUAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAQAAAAAAAAACAAAAAAAAAAAAAAABAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAA",
                "AQAAAAQAAABw+///AAABCwQAAAABAAAABAAAAAIAAAAxNgAAAgAAAAAAAQApAwAATUzvUg1TdGFi",
                "bGVITE9fdjEuMTguMAABGQUBBQkBAwsDBw8TFwOZdw8BVQcLDw8PDw8jCw8LCwsPCw8LEwsPCw8P",
                "Cx8LCxsPDw8LGw8PCx8PCx8PCwMjCwsvEwsPEwsLCwsLCwsLEw8BBQsPAwsTGwcTBwIyAx8FDRED",
                "BRUJCx0vMR01NxU9QwMHERMVBRcFBQ8RAQAFEQUTBRUdHQEFFx0hAQUZAwMlVQUbHSkrBR0VLTkV",
                "BwcFHy0zBwoCF4EFIQUjLQMHkU1tFQk7FQsNHT9BBSUtAwetFccVRUsdR0kFJy0DBxICH00dTU8F",
                "KS0DB14CKzcdUw0FKw0BAwEfCxEAAAAAAAAAAAMFVVUjBwMDYQ0DY2UdLR0vHScdMQsDHTMdNQUB",
                "AwVZWQMDWQEJAQICKQNBCREFBQUDBQspAwUNEwRXBQFRAQ8BBwRFAwEFA1ABAwcEMQMHCwULGwsf",
                "AAVHJyMFAwUFAQMHBFEDBQYDAQUBAHIGNx0DDxUhHRMLDTdDFT8pBQcZJSk5WxUfEQ8LEWJ1aWx0",
                "aW4AdmhsbwBtb2R1bGUAZnVuY192MQBjdXN0b21fY2FsbF92MgByZXR1cm5fdjEAL3dvcmsvd3Qv",
                "ZXhwb3J0L3Rlc3RzL2V4cG9ydF9nb2xkZW4vd3JpdGUucHkAamF4LnVzZXNfc2hhcGVfcG9seW1v",
                "cnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X19sYW1iZGEA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdCg8bGFtYmRhPikvbWlzaF9ncmFkX2tlcm5lbABt",
                "aXNoX2dyYWQAL3dvcmsvd3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fs",
                "cz4uPGxhbWJkYT4AZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoPGxhbWJkYT4pAGpheC5yZXN1bHRf",
                "aW5mbwByZXN1bHRbMF0AcHVibGljAABqYXhfbWlzaF9ncmFkAAgpBwUzAQtbXV9naRNrbW9XcXNX",
                "dVcAAAABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAACM/v//CAAAAAAAAAEUAAAA",
                "amF4X21pc2hfYXNjZW5kX2dyYWQAAAAAtP7//wgAAAAAAAABEwAAAGpheF9taXNoX2FzY2VuZF9m",
                "d2QA2P7//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAAD4/v//CAAAAAAAAAEMAAAAamF4X21p",
                "c2hfZndkAAAAAAAAAAAAAAAAAQAAAAQAAAAE////AgAAAAwAAAAEAAAAFP///xj///8BAAAABAAA",
                "AKT///8AAAELBAAAAAEAAAAEAAAAAgAAADE2AABk////CAAAAAAAAAIBAAAABAAAAFT///8CAAAA",
                "MAAAAAQAAADk////AAABCwQAAAABAAAABAAAAAIAAAAxNgAADAAMAAAACAAHAAYADAAAAAAAAQsE",
                "AAAAAQAAAAQAAAACAAAAMTYAAMz///8IAAAAAAAAAgIAAAAsAAAAEAAAAAAACgAMAAsAAAAEAAoA",
                "AAAIAAAAAAAABAAAAAAIAAwACwAEAAgAAAAIAAAAAAAAAgIAAAAQAAAABAAAAPz///8EAAQABAAA",
                "AAgAAAA8bGFtYmRhPgAAAAA=",
            ),
        },
        {
            "form": "vmap",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 1,
            "inputs": (
                (
                    "float64",
                    (4,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (4, 4),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (4, 4),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan -0x1.0000000000000p+1 -0x0.0p+0 0x1.ccccccccccccdp+0",
                        "0x1.3333333333333p-1 -0x1.0c8da341a5e7ap+1 "
                        "0x1.179aa159f8000p-18 0x1.8fcb328438945p+1",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+1 "
                        "-0x1.5065f85521206p-26 0x1.2c9b0e0afb6e4p+1",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAACMAAAAjAAAANgAAAAAAAoA2AAAAMQF",
                "AABgBgAAYAYAAKgFAABcBgAAbAYAAAEAAAB4BgAA0AYAAOwGAABEBwAAoAcAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAEAAAABAAAAAgAAAAAAAAABAAAA",
                "AAAAAAAAAAACAAAAMAAAAAQAAABE+f//AAABCwQAAAACAAAAEAAAAAQAAAABAAAANAAAAAEAAAA0",
                "AAAAbPn//wAAAQsEAAAAAQAAAAQAAAABAAAANAAAAAIAAAAAAAEA2gQAAE1M71INU3RhYmxlSExP",
                "X3YxLjE4LjAAARsFAQULAQMLAwkPExcbA+e/FQGVCwcLDw8TDw8PCw8LCw8PDw8PIwsPCwsLDwsP",
                "CwsPCw8PCxsPCxsbDw8PDwsbDw8LHw8LHw8LDw8LHw8PHwsfDxsPCw8PHw8PDwsDKwsLD08LCwsL",
                "EwsTEwsTCwsLCy8LEwEFCw8DERcTBx8TBxMHAoYFBQ8fBREVVVsRAwUDAzmXFQ9HHUNFHUlLBRMd",
                "F00FFQUXFR1/HXt9HReBFSONHRmLAwcnKSsJLQkFGREBAAUbBR0FHx0zAwUhHTcDBSMFJR09PwUn",
                "FUFPFQ0NBSktBQfrF0kVERUFKy0TB6UXhS0BB4MfLRUPURURUxUVBx1XWQUtLQEHrRXHFV1jHV9h",
                "BS8tAQcSAh9NHWVnBTEtAQdeAis3HWttBTMVb3UdcXMFNS0FBw4CJ3MVdxsdGXktBQceAjlVBTct",
                "EwcKAheBFR8HLQEHgzFRHYWHBTkViY8VISEtBQceAherFR0fFSMbHZMHBTsDAQ0BAwObHw0hAQAA",
                "AAAAAAAAAAAAAAAAAB09CwMdPwUBAwWXlyMLAwWrrw0Dna0dQQ0DnbEdQx0vHUUdRx8REQEAAAAA",
                "AAAAHUkDBZubAQkBAgIpBRERCSkDEQkLEQUHBQUFBSkDCQ8TKQMFEx0EewUBUQMlAQcEaQMBBQVQ",
                "AwMHBFUDCxMFDzELNQADRzsLBQMFAwMHRmkHAwUDAQNHgwsJAwUFBwMJBJEFBQkGAwEFAQDKCUsd",
                "Gw8VFQMhFUUVQUUTCw0LGTspBQcTJSk5Iy9DUVsVKREfDwsRYnVpbHRpbgB2aGxvAG1vZHVsZQBj",
                "dXN0b21fY2FsbF92MgBmdW5jX3YxAGJyb2FkY2FzdF9pbl9kaW1fdjEAcmV0dXJuX3YxAC93b3Jr",
                "L3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AC93b3JrL3d0L2V4cG9ydC9q",
                "YXhfbWlzaC9fcHJpbWl0aXZlcy5weQAvd29yay93dC9leHBvcnQvamF4X21pc2gvX2FwaS5weQBm",
                "dW5jdGlvbi48bG9jYWxzPi5ib3RoAF9taXNoX2dyYWRfYmF0Y2gAamF4LnVzZXNfc2hhcGVfcG9s",
                "eW1vcnBoaXNtAG1obG8ubnVtX3BhcnRpdGlvbnMAbWhsby5udW1fcmVwbGljYXMAaml0X2JvdGgA",
                "ZHkAeABtaGxvLmJhY2tlbmRfY29uZmlnAGppdChib3RoKS92bWFwKCkvbWlzaF9rZXJuZWwAX21p",
                "c2hfYmF0Y2gAbWlzaABlbnRyeQBtYWluADxtb2R1bGU+AGppdChib3RoKS92bWFwKCkvYnJvYWRj",
                "YXN0X2luX2RpbQBfbWlzaF9ncmFkX2JhdGNoLjxsb2NhbHM+LmZyb250AG1pc2hfZ3JhZABqaXQo",
                "Ym90aCkvdm1hcCgpL21pc2hfZ3JhZF9rZXJuZWwAaml0KGJvdGgpAGpheC5yZXN1bHRfaW5mbwAA",
                "cmVzdWx0WzBdAHJlc3VsdFsxXQBwdWJsaWMAamF4X21pc2hfZndkAGpheF9taXNoX2dyYWQACEEL",
                "BV8BC6WnqbO1E5+ht5WjmZWZlQO5E5+hu5WjvZWZlQAAAQAAAAQAAAADAAAAY3B1AAQAAAB8AAAA",
                "WAAAADAAAAAEAAAAOP7//wgAAAAAAAABFAAAAGpheF9taXNoX2FzY2VuZF9ncmFkAAAAAGD+//8I",
                "AAAAAAAAARMAAABqYXhfbWlzaF9hc2NlbmRfZndkAIT+//8IAAAAAAAAAQ0AAABqYXhfbWlzaF9n",
                "cmFkAAAApP7//wgAAAAAAAABDAAAAGpheF9taXNoX2Z3ZAAAAAAAAAAAAAAAAAIAAAAMAAAABAAA",
                "ALT+//+4/v//AgAAAAwAAAAEAAAAyP7//8z+//8CAAAAMAAAAAQAAABc////AAABCwQAAAACAAAA",
                "EAAAAAQAAAABAAAANAAAAAEAAAA0AAAAhP///wAAAQsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAAB",
                "AAAANAAAAFD///8IAAAAAAAAAgIAAAAMAAAABAAAAET///9I////AgAAADwAAAAEAAAA2P///wAA",
                "AQsEAAAAAgAAABAAAAAEAAAAAQAAADQAAAABAAAANAAAAAwADAAAAAgABwAGAAwAAAAAAAELBAAA",
                "AAEAAAAEAAAAAQAAADQAAADM////CAAAAAAAAAICAAAALAAAABAAAAAAAAoADAALAAAABAAKAAAA",
                "CAAAAAAAAAQAAAAACAAMAAsABAAIAAAACAAAAAAAAAICAAAAEAAAAAQAAAD8////BAAEAAQAAAAE",
                "AAAAYm90aAAAAAA=",
            ),
        },
        {
            "form": "sharded",
            "dtype": "float64",
            "targets": ("jax_mish_fwd", "jax_mish_grad"),
            "nr_devices": 2,
            "inputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x1.0000000000000p+0 -0x1.0000000000000p+1 0x1.0000000000000p-1 "
                        "0x1.8000000000000p+1",
                        "-0x1.0000000000000p+0 0x1.0000000000000p-2 0x1.0000000000000p+2 "
                        "-0x1.8000000000000p-1",
                        "0x1.8000000000000p+0 0x1.0000000000000p+1 -0x1.8000000000000p+1 "
                        "0x1.0000000000000p-3",
                        "0x1.0000000000000p+0 -0x1.0000000000000p+0 0x1.0000000000000p+3 0x0.0p+0",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 -0x0.0p+0 inf -inf",
                        "nan 0x1.7e43c8800759cp+996 -0x1.7e43c8800759cp+996 "
                        "0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.0000000000000p+0 -0x1.3141205bc01a3p+0 "
                        "0x1.4000000000000p+1",
                        "-0x1.0000000000000p+2 0x1.e000000000000p+3 -0x1.4000000000000p+4 "
                        "0x1.3333333333333p-2",
                    ),
                ),
            ),
            "expected_outputs": (
                (
                    "float64",
                    (16,),
                    (
                        "0x0.0p+0 0x0.0p+0 inf -0x0.0p+0",
                        "nan 0x1.7e43c8800759cp+996 -0x0.0p+0 0x0.0000000000001p-1022",
                        "-0x0.0000000000001p-1022 0x1.baee2d0adc5e7p-1 "
                        "-0x1.3c417297bdfeep-2 0x1.3c569541d4c20p+1",
                        "-0x1.2955f50a95550p-4 0x1.dfffffffff9d4p+3 "
                        "-0x1.621a7eb0e5924p-25 0x1.a9fc9f9e10f15p-3",
                    ),
                ),
                (
                    "float64",
                    (16,),
                    (
                        "0x1.3333333333333p-1 -0x1.3333333333333p+0 0x1.0000000000000p-1 -0x0.0p+0",
                        "nan 0x1.0000000000000p-2 -0x0.0p+0 -0x1.ccccccccccccdp-2",
                        "0x1.ccccccccccccdp-1 0x1.0c8da341a5e7ap+1 "
                        "-0x1.a367f206f4000p-16 0x1.0a877702d062ep-3",
                        "-0x1.b882982ed8a2fp-5 -0x1.0000000005f7bp+0 "
                        "-0x1.5065f85521206p-22 0x0.0p+0",
                    ),
                ),
            ),
            "artefact": (
                "QAAAAAAAOgBkAGIAXABYAFQAUABMAAAARABAADwAOAA0ADAALAAqACQAAAAAAEgAIAAcABgAFAAQ",
                "AAwACAAEADoAAABgAAAAbAAAAHQAAAB8AAAAhAAAAIwAAAA0AQAAiAEAAKgBAAAAAAoAqAEAANQG",
                "AABwBwAAcAcAALgGAABsBwAAzAgAAAIAAABsCgAArAoAAMgKAAAUCwAAcAsAAAAADAAIAAAAMC4x",
                "Mi4wLjEAAAAAAgAAAAEAAAABAAAAAgAAAAEAAAABAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAAA",
                "AQAAAAQAAACm9v//DAAAABQAAABIAAAABgAAAGRldmljZQAAwvb//wwAAAAMAAAADAAAAAAAAAAA",
                "AAAAAQAAAAQAAAC29v//BAAAAAEAAAAEAAAAAQAAAGEAAACI9///EAAAACgAAAAsAAAAOAAAAKL2",
                "//8IAAAADAAAAAMAAABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAA",
                "AAEAAAAEAAAA4Pf//xAAAAAoAAAALAAAADgAAAD69v//CAAAAAwAAAADAAAAY3B1AAMAAABjcHUA",
                "AQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAABAAAABAAAAGz2//8AAAELBAAAAAEAAAAE",
                "AAAAAgAAADE2AAACAAAAAAABABsFAABNTO9SDVN0YWJsZUhMT192MS4xOC4wAAEnBwEFCREBBQ8T",
                "AwcXGx8FByMnKwP1xRkBiwcLDw8PDw8PCwsPDw8LCxMjCw8LDwsPCxMLEwsPGwsLDwsLCw8LDwsb",
                "Dw8LHw8LHwsLDwsLDw8PCx8PGwsPDw8LGw8bCwMPFxMTDxcPDwUtCwsPLxMLCwsLEwsTGwsbCwsL",
                "CwsLEwENExMPBwsPBQ0TEwcfEwcCbgUfBRcdYRkdY2UdaWsVb3UdeXsVf4UFGQULHUUBHUcBFU1T",
                "BRsFHQMDib0DByMlJykrLQUfEQkABSERBQkFIxEFBQUlAwMzNQUnAwM3OQUpAQM7AwU9ET9BBSsF",
                "LRELCQkTBS8FMR1LGQUzHU9RBTUtAwetFccVVVsdV1kFNy0DBxICH00dXV8FOS0DB14CKzcFOwU9",
                "HWcBBT8FQRVtCxULCx1xcwVDLRsHCgIXgR0ddy0DB4MxUQVFFX0PFQ8PHYGDBUctGwelF4UdHYct",
                "AweDHy0FSQ1DA5MBDwWLiwUDkQEDGQkLA5UBAQkZAQEDEQMBHUsDA58fFREAAAAAAAAAAA0Dm4sd",
                "TQsDHU8FAQMFoaEjEwMFsbUNBaOzm4sdUQ0Fo7ebix1THTcdVQ0BHVcdWQMFn58bA0EHGwMhBwEC",
                "Ag0BCQECBCkDQREpAyERCxEFDQ0FDQ0pAwUXEwRKAgUDUQEhAQcEIgIDAQkFQQExAw1QAQUHBPMD",
                "ERsFGxUbFwABBhcDAQMDAQYVAwEDAQdWSQcFAQEFBwUHBIMDER8FBwcHBwABBgkDDwMBASYNAw8D",
                "AwkDAQtHDR8JAw8DBwEGDQMDAwkLRwkfCwMPBQUHAQYJAwMDDQkEBwULDwEGBQMNAwsBBgUDDQMJ",
                "DwQFBQ8NBgMBBQEARglbHRsPFRUDIRspCxkVIxUXFRMLDSkFBwsLCx8TJSk5L0MFWxURHw8nCw83",
                "CwkRYnVpbHRpbgBzZHkAdmhsbwB1bnJlYWxpemVkX2NvbnZlcnNpb25fY2FzdABtb2R1bGUAbWVz",
                "aABtYW51YWxfY29tcHV0YXRpb24AcmV0dXJuAGN1c3RvbV9jYWxsX3YyAGZ1bmNfdjEAcmV0dXJu",
                "X3YxAC93b3JrL3d0L2V4cG9ydC90ZXN0cy9leHBvcnRfZ29sZGVuL3dyaXRlLnB5AGEAL3dvcmsv",
                "d3QvZXhwb3J0L2pheF9taXNoL19hcGkucHkAZnVuY3Rpb24uPGxvY2Fscz4uYm90aABqYXgudXNl",
                "c19zaGFwZV9wb2x5bW9ycGhpc20AbWhsby5udW1fcGFydGl0aW9ucwBtaGxvLm51bV9yZXBsaWNh",
                "cwBqaXRfYm90aABzdGFibGVobG8ubWVzaABheGVzAG5hbWUAc2l6ZQBkeQB4AGppdChib3RoKS9z",
                "aGFyZF9tYXAAZW50cnkAbWFpbgA8bW9kdWxlPgBqaXQoYm90aCkAc2hhcmRfbWFwOgBzaGFyZF9t",
                "YXAAbWlzaF9ncmFkX2tlcm5lbABtaXNoX2dyYWQAbWlzaF9rZXJuZWwAbWlzaABtaGxvLmJhY2tl",
                "bmRfY29uZmlnAHNkeS5zaGFyZGluZwBqYXgucmVzdWx0X2luZm8AAHJlc3VsdFswXQByZXN1bHRb",
                "MV0AcHVibGljAGpheF9taXNoX2Z3ZABqYXhfbWlzaF9ncmFkAAhLDQVfAQWPEwurra+5uweNl40T",
                "pae/mamdmZ2ZE6WnwZmpw5mdmQABAAAABAAAAAMAAABjcHUABAAAAHwAAABYAAAAMAAAAAQAAAB4",
                "+///CAAAAAAAAAEUAAAAamF4X21pc2hfYXNjZW5kX2dyYWQAAAAAoPv//wgAAAAAAAABEwAAAGph",
                "eF9taXNoX2FzY2VuZF9md2QAxPv//wgAAAAAAAABDQAAAGpheF9taXNoX2dyYWQAAADk+///CAAA",
                "AAAAAAEMAAAAamF4X21pc2hfZndkAAAAAAAAAAAAAAAAAgAAALQAAAAEAAAA4v3//wQAAAC6/f//",
                "DAAAABQAAABIAAAABgAAAGRldmljZQAA1v3//wwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAQAAADK",
                "/f//BAAAAAEAAAAEAAAAAQAAAGEAAACc/v//EAAAACgAAAAsAAAAOAAAALb9//8IAAAADAAAAAMA",
                "AABjcHUAAwAAAGNwdQABAAAAAQAAAAEAAAAEAAAAAQAAAGEAAAABAAAAAgAAAI7+//8EAAAAZv7/",
                "/wwAAAAUAAAASAAAAAYAAABkZXZpY2UAAIL+//8MAAAADAAAAAwAAAAAAAAAAAAAAAEAAAAEAAAA",
                "dv7//wQAAAABAAAABAAAAAEAAABhAAAASP///xAAAAAoAAAALAAAADgAAABi/v//CAAAAAwAAAAD",
                "AAAAY3B1AAMAAABjcHUAAQAAAAEAAAABAAAABAAAAAEAAABhAAAAAQAAAAIAAAACAAAAzAAAAAQA",
                "AABG////BAAAAB7///8MAAAAFAAAAFQAAAAGAAAAZGV2aWNlAAA6////DAAAAAwAAAAMAAAAAAAA",
                "AAAAAAABAAAABAAAAC7///8EAAAAAQAAAAQAAAABAAAAYQAAAAwAFAAQAAwACAAEAAwAAAAQAAAA",
                "KAAAACwAAAA4AAAAJv///wgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAAAKAAgAAAAAAAQACgAAAAQAAADi////DAAAACAAAABoAAAABgAAAGRl",
                "dmljZQAAAAAKABAADAAIAAQACgAAAAwAAAAMAAAADAAAAAAAAAAAAAAAAQAAAAwAAAAAAAYACAAE",
                "AAYAAAAEAAAAAQAAAAQAAAABAAAAYQAAAAwAFgAQAAwACAAEAAwAAAAcAAAANAAAADgAAABEAAAA",
                "AAAKAAwACAAAAAQACgAAAAgAAAAMAAAAAwAAAGNwdQADAAAAY3B1AAEAAAABAAAAAQAAAAQAAAAB",
                "AAAAYQAAAAEAAAACAAAAAgAAACQAAAAEAAAAgP///wAAAQsEAAAAAQAAAAQAAAACAAAAMTYAAJz/",
                "//8AAAELBAAAAAEAAAAEAAAAAgAAADE2AABc////CAAAAAAAAAICAAAADAAAAAQAAABQ////VP//",
                "/wIAAAAwAAAABAAAAOT///8AAAELBAAAAAEAAAAEAAAAAgAAADE2AAAMAAwAAAAIAAcABgAMAAAA",
                "AAABCwQAAAABAAAABAAAAAIAAAAxNgAAzP///wgAAAAAAAACAgAAACwAAAAQAAAAAAAKAAwACwAA",
                "AAQACgAAAAgAAAAAAAAEAAAAAAgADAALAAQACAAAAAgAAAAAAAACAgAAABAAAAAEAAAA/P///wQA",
                "BAAEAAAABAAAAGJvdGgAAAAA",
            ),
        },
    ],
}
