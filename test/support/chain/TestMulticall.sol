// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Multicall3's tryAggregate, our own few lines: the x402 EVM facilitator diagnoses a failed
/// simulation (nonce used, balance too low, wrong token name) through Multicall3 at its canonical
/// address, which every public chain has and a bare anvil does not. The harness puts this
/// contract's runtime code there (anvil_setCode).
contract TestMulticall {
    struct Call {
        address target;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function tryAggregate(bool requireSuccess, Call[] calldata calls) external returns (Result[] memory results) {
        results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory returnData) = calls[i].target.call(calls[i].callData);
            require(success || !requireSuccess, "Multicall3: call failed");
            results[i] = Result(success, returnData);
        }
    }
}
